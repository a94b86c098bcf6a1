/**
 * Budget of the visitor pages (issues 4 and 12), measured as sent: the built site is served by
 * the real API (embedded mode) and each visitor page is loaded in Debian's Chromium with an empty
 * cache; every response is counted with the bytes that crossed the wire (compressed body and
 * headers). Checks:
 *   1. the JavaScript a first visit to / receives is at most 100 KB;
 *   2. everything a first visit to /, /start or /diagnosis receives (HTML, CSS, JS, fonts,
 *      images, API answers) is at most 150 KB per page;
 *   3. no visitor page loads admin code (Vite's manifest, and what the browser actually fetched).
 * Builds the frontend first (pass --no-build to check an existing frontend/dist).
 * Usage: npm run budget [-- --no-build]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildFrontend, distDir, serveBuiltSite } from './lib/serve-built-site';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const landingScriptBudgetBytes = 100 * 1024;
const firstVisitBudgetBytes = 150 * 1024;
/** Pages whose whole first visit is budgeted; the others are reached only through them. */
const budgetedPages = ['/', '/start', '/diagnosis'];
const visitorRoutes = {
  '/': 'src/routes/landing.tsx',
  '/start': 'src/routes/start.tsx',
  '/diagnosis': 'src/routes/diagnosis.tsx',
  '/userinfo': 'src/routes/userinfo.tsx',
  '/result': 'src/routes/result.tsx',
} as const;
const manifestPath = path.join(distDir, '.vite/manifest.json');
const isAdminSource = (src: string) =>
  src.startsWith('src/routes/admin/') || src.startsWith('src/features/admin-');
// Only admin code talks to the admin API, so this string in a visitor chunk means admin code leaked.
const adminMarker = '/api/admin/';
// Shared chunks are named after their first module; admin modules are named admin-*.
const isAdminChunkName = (name: string | undefined) => name?.startsWith('admin') ?? false;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Transfer {
  url: string;
  type: string;
  bytes: number;
  encoding: string;
}

/** Every response of one page load with an empty cache, as the browser received it. */
async function loadPage(browser: Browser, url: string): Promise<Transfer[]> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ja-JP',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const finished: Promise<Transfer>[] = [];
    page.on('requestfinished', (request) => {
      finished.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            url: request.url(),
            type: request.resourceType(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
            encoding: (await response?.headerValue('content-encoding')) ?? 'none',
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(finished);
  } finally {
    await context.close();
  }
}

/** Manifest keys of a chunk and everything it imports statically (what the browser fetches with it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`Unknown manifest key ${key}`);
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Admin chunks that are not lazily loaded apart, and admin code any visitor route pulls in. */
function manifestFailures(manifest: Manifest): string[] {
  const failures: string[] = [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const adminEntries = Object.entries(manifest).filter(([, chunk]) => chunk.src && isAdminSource(chunk.src));
  const adminFiles = new Set(adminEntries.map(([, chunk]) => chunk.file));
  for (const [key, chunk] of adminEntries) {
    if (!chunk.isDynamicEntry) failures.push(`${chunk.src} is not a lazily loaded chunk`);
    if (staticClosure(manifest, entryKey).has(key))
      failures.push(`${chunk.src} is loaded by the entry chunk`);
  }
  console.log(`Admin chunks: ${[...adminFiles].join(', ') || 'none'}`);
  for (const [route, source] of Object.entries(visitorRoutes)) {
    const keys = new Set([...staticClosure(manifest, entryKey), ...staticClosure(manifest, source)]);
    const leaked = [...keys]
      .map((key) => manifest[key]!)
      .filter(
        (chunk) =>
          chunk.file.endsWith('.js') &&
          (adminFiles.has(chunk.file) ||
            isAdminChunkName(chunk.name) ||
            readFileSync(path.join(distDir, chunk.file), 'utf8').includes(adminMarker)),
      )
      .map((chunk) => chunk.file);
    if (leaked.length) failures.push(`${route} loads admin code: ${leaked.join(', ')}`);
  }
  return failures;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) buildFrontend();
  if (!existsSync(manifestPath)) {
    throw new Error(
      `No Vite manifest at ${path.relative(process.cwd(), manifestPath)}: build the frontend first.`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const adminFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => (chunk.src && isAdminSource(chunk.src)) || isAdminChunkName(chunk.name))
      .map((chunk) => `/${chunk.file}`),
  );
  const failures = manifestFailures(manifest);

  const site = await serveBuiltSite();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
    ],
  });
  try {
    console.log(`\nFirst visit of each visitor page, bytes as sent (body and headers), ${site.url}:`);
    for (const route of Object.keys(visitorRoutes)) {
      const transfers = await loadPage(browser, `${site.url}${route}`);
      const byType = new Map<string, number>();
      for (const { type, bytes } of transfers) byType.set(type, (byType.get(type) ?? 0) + bytes);
      const total = transfers.reduce((sum, { bytes }) => sum + bytes, 0);
      const scripts = byType.get('script') ?? 0;
      const types = [...byType].map(([type, bytes]) => `${type} ${kb(bytes)}`).join(', ');
      console.log(
        `  ${route.padEnd(11)} ${kb(total).padStart(9)} in ${String(transfers.length).padStart(2)} responses (${types})`,
      );

      const uncompressed = transfers.filter(
        ({ type, encoding, bytes }) =>
          ['script', 'stylesheet', 'document'].includes(type) && encoding === 'none' && bytes > 2048,
      );
      for (const { url } of uncompressed)
        failures.push(`${route}: ${new URL(url).pathname} was sent uncompressed`);
      const leaked = transfers
        .map(({ url }) => new URL(url).pathname)
        .filter((pathname) => adminFiles.has(pathname));
      if (leaked.length) failures.push(`${route} fetched admin code: ${leaked.join(', ')}`);
      if (route === '/' && scripts > landingScriptBudgetBytes)
        failures.push(
          `/ receives ${kb(scripts)} of JavaScript, over the ${kb(landingScriptBudgetBytes)} budget`,
        );
      if (budgetedPages.includes(route) && total > firstVisitBudgetBytes)
        failures.push(
          `${route} receives ${kb(total)} on a first visit, over the ${kb(firstVisitBudgetBytes)} budget`,
        );
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(
    `\nBudgets: JavaScript of / ≤ ${kb(landingScriptBudgetBytes)}; first visit of ${budgetedPages.join(', ')} ≤ ${kb(firstVisitBudgetBytes)} each.`,
  );

  if (failures.length) {
    console.error(`\nBudget check failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('Budget check passed.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
