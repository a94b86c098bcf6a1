import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Vite writes content-hashed names here: a changed file gets a new URL, so it may be kept for good. */
const hashedAssetsPrefix = '/assets/';
const immutable = 'public, max-age=31536000, immutable';
/** Icons and the share image keep their names across releases: a day, then revalidated. */
const revalidateDaily = 'public, max-age=86400';

/** Precompressed copies written by scripts/build-frontend.ts, in the order they are preferred. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface StaticFile {
  file: string;
  /** Content-Encoding → the precompressed copy. */
  variants: Map<string, string>;
}

/** The quality (0–1) an Accept-Encoding header gives `coding`, directly or through `*`. */
function quality(header: string, coding: string): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const valid = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
    if (token === coding) return valid;
    if (token === '*') wildcard = valid;
  }
  return wildcard;
}

/**
 * The best of `available` for the header: highest quality, ties going to our order (Brotli
 * first). Chrome sends "gzip, deflate, br, zstd", so the client's order is no preference;
 * the `accepts` package would pick gzip there.
 */
export function preferredEncoding(header: string, available: string[]): string | undefined {
  let best: { coding: string; q: number } | undefined;
  for (const coding of available) {
    const q = quality(header, coding);
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}

/** Every servable file under `dir` by URL path; dot folders (manifest, page renderer) and index.html are left out. */
function scan(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string, urlPath: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full, `${urlPath}${entry.name}/`);
        continue;
      }
      if (encodings.some(({ suffix }) => entry.name.endsWith(suffix))) continue;
      if (urlPath === '/' && entry.name === 'index.html') continue;
      const variants = new Map<string, string>();
      for (const { name, suffix } of encodings) {
        if (existsSync(`${full}${suffix}`)) variants.set(name, `${full}${suffix}`);
      }
      files.set(`${urlPath}${entry.name}`, { file: full, variants });
    }
  };
  walk(path.resolve(dir), '/');
  return files;
}

/**
 * Serves the built SPA's files (issue 12). Hashed assets are cached for a year as immutable; the
 * rest for a day. Where the build left a Brotli or gzip copy and the browser accepts it, the copy
 * is sent with Content-Encoding: compressed once at the highest level at build time rather than
 * on every request. A missing /assets/ file answers 404, never the SPA page: a browser holding
 * an old page must not run HTML as a script.
 */
export function serveStaticFiles(dir: string): RequestHandler {
  const files = scan(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const found = files.get(req.path);
    if (!found) {
      if (req.path.startsWith(hashedAssetsPrefix)) {
        res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not Found');
        return;
      }
      return next();
    }

    let file = found.file;
    if (found.variants.size) {
      // Caches must keep one copy per encoding.
      res.vary('Accept-Encoding');
      const encoding = preferredEncoding(req.get('accept-encoding') ?? '', [...found.variants.keys()]);
      if (encoding) {
        file = found.variants.get(encoding)!;
        res.set('Content-Encoding', encoding);
      }
    }
    // The type of the original, not of the .br/.gz copy.
    res.type(path.extname(found.file));
    res.set('Cache-Control', req.path.startsWith(hashedAssetsPrefix) ? immutable : revalidateDaily);
    res.sendFile(file, { cacheControl: false, dotfiles: 'allow' }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
