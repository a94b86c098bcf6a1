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

export default defineConfig({
  root: import.meta.dirname,
  // phraseBreaks: fixed Japanese copy breaks between phrases in every browser (issue 22).
  plugins: [react(), tailwindcss(), phraseBreaks()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  // The manifest lets scripts/check-bundle-budget.ts follow which chunks each route loads.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
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
});
