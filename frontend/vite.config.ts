import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// By path: Vite's config loader hands package imports such as @app/shared to Node, which cannot run TypeScript.
import { isAdminPathSecretFormat } from '../shared/src/contract/admin-path-secret.ts';
import { phraseBreaks } from './vite-plugins/phrase-breaks.ts';

/**
 * SHA-256 (hex) of ADMIN_PATH_SECRET for the bundle, so the bundle never holds the admin URL itself
 * (DESIGN §8). Without the variable, the secret that `npm run build` keeps under DATA_DIR is used
 * (handy for `npm run dev`); with neither, the digest is empty and every admin path redirects to /.
 */
function adminPathDigest(): string {
  let secret = process.env.ADMIN_PATH_SECRET?.trim();
  if (!secret) {
    const file = path.resolve(process.env.DATA_DIR || 'data', 'admin-path-secret');
    secret = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  }
  if (!secret) {
    console.warn(
      'ADMIN_PATH_SECRET is not set: the admin pages of this build cannot be opened (use `npm run build`).',
    );
    return '';
  }
  if (!isAdminPathSecretFormat(secret)) throw new Error('ADMIN_PATH_SECRET must be 128 hex characters.');
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Modules of a few hundred bytes that several visitor pages share: the page frame (header, footer,
 * skip link), buttons, the funnel beacon, the source capture, the report's dates and level names;
 * and the questionnaire. Left to themselves they became a dozen files, each a request with about
 * 1 KB of headers (over HTTP/1.1, six at a time); grouped, a page fetches one file for them
 * (issue 22). What they import (React, the router) is in the entry chunk, so no group takes its
 * dependencies along.
 */
const visitorShared = new RegExp(
  [
    String.raw`frontend/src/components/layouts/`,
    String.raw`frontend/src/components/ui/(?:alert|button|button-styles|link-button|phrase-text)\.tsx?$`,
    String.raw`frontend/src/(?:config|hooks)/`,
    String.raw`frontend/src/lib/send-funnel-step\.ts$`,
    String.raw`frontend/src/features/diagnosis/(?:hooks/use-capture-source|utils/capture-acquisition-source)\.ts$`,
    String.raw`frontend/src/features/report/(?:utils/(?:format-report-date|format-wait|tokyo-time)|components/report-ready-announcement)\.tsx?$`,
    String.raw`shared/src/contract/report-display\.ts$`,
  ].join('|'),
);
const sharedVisitorModules = [
  {
    name: 'visitor-shared',
    test: (id: string) => visitorShared.test(id.replaceAll('\\', '/')),
    includeDependenciesRecursively: false,
  },
  {
    name: 'questionnaire',
    test: /[\\/]shared[\\/]src[\\/]questionnaire[\\/]/,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // phraseBreaks: fixed Japanese copy breaks between phrases in every browser (issue 22).
  plugins: [react(), tailwindcss(), phraseBreaks()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The manifest lets scripts/check-bundle-budget.ts follow which chunks each route loads.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // The contract and the questionnaire only declare schemas and constants. Said so, the
      // bundler keeps of their barrels only the modules a page uses: without it every
      // `@app/shared/contract` import brought every schema and zod (issue 22).
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]shared[\\/]src[\\/](?:contract|questionnaire)[\\/]/, sideEffects: false },
        ],
      },
      // The page renderer (scripts/build-frontend.ts) is one file for Node: no groups there.
      output: isSsrBuild ? {} : { codeSplitting: { groups: sharedVisitorModules } },
    },
  },
  // Only the digest of the admin path secret reaches the bundle (features/admin-responses).
  define: { __ADMIN_PATH_DIGEST__: JSON.stringify(adminPathDigest()) },
  // robots.txt and sitemap.xml are written by the API (their URLs are absolute, known at run time).
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
    },
  },
}));
