/**
 * `npm run build`: builds the SPA with the admin path secret baked in as a digest. Without
 * ADMIN_PATH_SECRET a secret is generated once and kept in DATA_DIR/admin-path-secret, so that a
 * fresh clone's `npm start` works and prints the admin login URL.
 *
 * Then, for a fast first visit (issue 12):
 *   - the page renderer: app/prerender.tsx bundled for Node into <out>/.ssr/, with the list of
 *     prerendered pages and the route modules each visitor page preloads; the API renders those
 *     pages with the operator's details once per process (api/src/lib/prerendered-pages.ts);
 *   - precompressed copies: <file>.br and <file>.gz beside every compressible static file, made
 *     once here at the highest levels, which the API serves by Accept-Encoding.
 *
 * Usage: npm run build [-- --out-dir DIR]   (default frontend/dist)
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isAdminPathSecretFormat } from '@app/shared/contract';
import { siteInfoFromEnv } from '@app/shared/delivery';
import { build } from 'vite';
import {
  prerenderDirName,
  prerenderManifestName,
  type PageRendererModule,
  type PrerenderManifest,
} from '../api/src/lib/prerendered-pages';
import { readOrCreateSecretFile, secretFiles } from '../api/src/lib/secret-file';

const repoRoot = path.resolve(import.meta.dirname, '..');
const frontendRoot = path.join(repoRoot, 'frontend');
const configFile = path.join(frontendRoot, 'vite.config.ts');

/**
 * Each visitor path with its route module (a key of Vite's manifest): the page preloads it beside
 * the entry, instead of discovering it once the entry has run. The private report page
 * (/report/<token>) has no fixed path and is left out.
 */
const routeModules: Record<string, string> = {
  '/': 'src/routes/landing.tsx',
  '/start': 'src/routes/start.tsx',
  '/diagnosis': 'src/routes/diagnosis.tsx',
  '/userinfo': 'src/routes/userinfo.tsx',
  '/result': 'src/routes/result.tsx',
  // A report's private link: every /report/<token> preloads the report route (issue 22).
  '/report/*': 'src/routes/report.tsx',
};
/**
 * The pages served prerendered: the landing page and the consent page, the two pages of the
 * sitemap. The other screens depend on the visitor's answers and draft, which only the browser
 * holds.
 */
const prerendered = ['/', '/start'];

/** Types worth compressing; images other than SVG and icons are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|ico|json|txt|xml|webmanifest|map)$/;
/** Below this size a compressed copy saves less than its headers and a lookup cost. */
const minimumBytes = 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'out-dir': { type: 'string' } } });
  const outDir = path.resolve(values['out-dir'] ?? path.join(frontendRoot, 'dist'));
  const given = process.env.ADMIN_PATH_SECRET?.trim();
  if (given && !isAdminPathSecretFormat(given))
    throw new Error('ADMIN_PATH_SECRET must be 128 hex characters.');
  process.env.ADMIN_PATH_SECRET =
    given ||
    readOrCreateSecretFile(process.env.DATA_DIR || './data', secretFiles.adminPathSecret, () =>
      randomBytes(64).toString('hex'),
    );

  await build({ configFile, build: { outDir } });
  await buildPageRenderer(outDir);
  await checkPageRenderer(outDir);
  precompress(outDir);
}

/** Bundles app/prerender.tsx for Node, React included: the API loads it from any folder. */
async function buildPageRenderer(outDir: string): Promise<void> {
  const rendererDir = path.join(outDir, prerenderDirName);
  await build({
    configFile,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: rendererDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rollupOptions: { output: { entryFileNames: 'render-page.js' } },
    },
  });

  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  // index.html already preloads what the entry imports; each page adds its lazy route module.
  const loadedByEntry = closure(entry);
  const modulePreload: PrerenderManifest['modulePreload'] = {};
  for (const [page, source] of Object.entries(routeModules)) {
    if (!manifest[source]) throw new Error(`${source} is not in the Vite manifest`);
    const modules = [...closure(source)].filter((key) => !loadedByEntry.has(key));
    modulePreload[page] = modules.map((key) => `/${manifest[key]!.file}`);
  }
  const prerenderManifest: PrerenderManifest = { renderer: 'render-page.js', prerendered, modulePreload };
  writeFileSync(
    path.join(rendererDir, prerenderManifestName),
    `${JSON.stringify(prerenderManifest, null, 2)}\n`,
  );
}

/** Renders every prerendered page once, so that a page that cannot render fails the build. */
async function checkPageRenderer(outDir: string): Promise<void> {
  const rendererDir = path.join(outDir, prerenderDirName);
  const { prerendered: pages, renderer } = JSON.parse(
    readFileSync(path.join(rendererDir, prerenderManifestName), 'utf8'),
  ) as PrerenderManifest;
  const module = (await import(pathToFileURL(path.join(rendererDir, renderer)).href)) as PageRendererModule;
  for (const page of pages) {
    const rendered = await module.renderPage(page, siteInfoFromEnv({}));
    if (!rendered.title || !/<h1[\s>]/.test(rendered.body))
      throw new Error(`Prerendering ${page} gave no title or no <h1>`);
  }
}

/** Writes <file>.br and <file>.gz beside each compressible file that they make smaller. */
function precompress(outDir: string): void {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      // Dot folders (Vite's manifest, the page renderer) are never served.
      if (entry.name.startsWith('.')) return [];
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? files(full) : [full];
    });
  for (const file of files(outDir)) {
    if (!compressible.test(file) || statSync(file).size < minimumBytes) continue;
    const source = readFileSync(file);
    const variants = {
      br: brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [constants.BROTLI_PARAM_MODE]: file.endsWith('.ico')
            ? constants.BROTLI_MODE_GENERIC
            : constants.BROTLI_MODE_TEXT,
        },
      }),
      gz: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const [extension, compressed] of Object.entries(variants)) {
      if (compressed.length < source.length * 0.9) writeFileSync(`${file}.${extension}`, compressed);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
