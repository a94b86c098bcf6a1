/**
 * Bundle budget of the visitor SPA (issue 4):
 *   1. the JavaScript loaded by `/` is at most 100 KB gzip in total;
 *   2. no visitor route loads admin code.
 * Builds the frontend first (pass --no-build to check an existing frontend/dist), then follows
 * Vite's manifest from index.html through each route's static imports.
 * Usage: npm run budget [-- --no-build]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const landingBudgetBytes = 100 * 1024;
const repoRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(repoRoot, 'frontend/dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');
const visitorRoutes = {
  '/': 'src/routes/landing.tsx',
  '/start': 'src/routes/start.tsx',
  '/diagnosis': 'src/routes/diagnosis.tsx',
  '/userinfo': 'src/routes/userinfo.tsx',
  '/result': 'src/routes/result.tsx',
} as const;
const isAdminSource = (src: string) =>
  src.startsWith('src/routes/admin/') || src.startsWith('src/features/admin-');
// Only admin code talks to the admin API, so this string in a visitor chunk means admin code leaked.
const adminMarker = '/api/admin/';
// Shared chunks are named after their first module; admin modules are named admin-*.
const isAdminChunkName = (name: string | undefined) => name?.startsWith('admin') ?? false;

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${path.relative(repoRoot, manifestPath)}: build the frontend first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');

/** Manifest keys of a chunk and everything it imports statically (what the browser fetches with it). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Unknown manifest key ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** Manifest keys of what a visitor's browser loads to show `route`: the entry plus the lazy route module. */
function chunksLoadedBy(routeSource: string): string[] {
  return [...new Set([...staticClosure(entryKey!), ...staticClosure(routeSource)])].filter((key) =>
    manifest[key]!.file.endsWith('.js'),
  );
}

/** JS files a visitor's browser loads to show `route`. */
function jsLoadedBy(routeSource: string): string[] {
  return chunksLoadedBy(routeSource).map((key) => manifest[key]!.file);
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const failures: string[] = [];

// 1. The landing page budget.
const landingFiles = jsLoadedBy(visitorRoutes['/']);
const landingTotal = landingFiles.reduce((sum, file) => sum + gzipSize(file), 0);
console.log('JavaScript loaded by / (gzip):');
for (const file of landingFiles) console.log(`  ${file.padEnd(44)} ${kb(gzipSize(file)).padStart(9)}`);
console.log(`  ${'total'.padEnd(44)} ${kb(landingTotal).padStart(9)}  (budget ${kb(landingBudgetBytes)})`);
if (landingTotal > landingBudgetBytes)
  failures.push(`/ loads ${kb(landingTotal)} of JavaScript, over the ${kb(landingBudgetBytes)} budget`);

// 2. Admin code stays in its own lazily loaded chunks.
const adminEntries = Object.entries(manifest).filter(([, chunk]) => chunk.src && isAdminSource(chunk.src));
for (const [key, chunk] of adminEntries) {
  if (!chunk.isDynamicEntry) failures.push(`${chunk.src} is not a lazily loaded chunk`);
  if (staticClosure(entryKey).has(key)) failures.push(`${chunk.src} is loaded by the entry chunk`);
}
console.log(`\nAdmin chunks: ${adminEntries.map(([, chunk]) => chunk.file).join(', ') || 'none'}`);
for (const [route, source] of Object.entries(visitorRoutes)) {
  const chunks = chunksLoadedBy(source).map((key) => manifest[key]!);
  const files = chunks.map((chunk) => chunk.file);
  const adminFiles = new Set(adminEntries.map(([, chunk]) => chunk.file));
  const leaked = chunks
    .filter(
      (chunk) =>
        adminFiles.has(chunk.file) ||
        isAdminChunkName(chunk.name) ||
        readFileSync(path.join(distDir, chunk.file), 'utf8').includes(adminMarker),
    )
    .map((chunk) => chunk.file);
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `  ${route.padEnd(11)} loads ${String(files.length).padStart(2)} JS files, ${kb(total).padStart(9)} gzip${leaked.length ? `, ADMIN CODE: ${leaked.join(', ')}` : ', no admin code'}`,
  );
  if (leaked.length) failures.push(`${route} loads admin code: ${leaked.join(', ')}`);
}

if (failures.length) {
  console.error(`\nBudget check failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nBudget check passed.');
