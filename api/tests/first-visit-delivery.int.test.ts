import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { useTestDatabase } from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import { startTestApi } from './start-test-api';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const operatorName = '株式会社ファーストビジット';

const database = useTestDatabase();
let workDir: string;
let staticDir: string;
let api: RunningApi;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as it crossed the wire, still compressed. */
  body: Buffer;
}

/** GET without any decoding (fetch would decompress and hide what was sent). */
function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function decode(response: RawResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
}

/** The entry script Vite built, e.g. /assets/index-AbC123.js. */
function entryScript(): string {
  const manifest = JSON.parse(readFileSync(path.join(staticDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`;
}

// The real build (client, page renderer, precompressed copies) into a folder of this file's own,
// served by the real API: what a visitor's first request meets.
beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'dx-first-visit-'));
  staticDir = path.join(workDir, 'dist');
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-frontend.ts', '--out-dir', staticDir],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: path.join(workDir, 'data'),
        ADMIN_PATH_SECRET: randomBytes(64).toString('hex'),
      },
    },
  );
  api = await startTestApi({
    DATABASE_URL: database.url,
    STATIC_DIR: staticDir,
    PROVIDER_NAME: operatorName,
  });
}, 240_000);

afterAll(async () => {
  await api?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('hashed assets', () => {
  test('when the browser accepts Brotli, then the entry script is sent as Brotli and cached for a year as immutable', async () => {
    const file = entryScript();

    const response = await getRaw(`${api.url}${file}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response)).toEqual(readFileSync(path.join(staticDir, file)));
    expect(response.body.length).toBeLessThan(readFileSync(path.join(staticDir, file)).length / 3);
  });

  test('when the browser accepts only gzip, then it gets gzip; when it accepts neither, the file itself', async () => {
    const file = entryScript();

    const gzip = await getRaw(`${api.url}${file}`, { 'accept-encoding': 'gzip' });
    const plain = await getRaw(`${api.url}${file}`);

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toEqual(readFileSync(path.join(staticDir, file)));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(readFileSync(path.join(staticDir, file)));
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  test('when an asset of an older release is asked for, then 404 answers, not the HTML page', async () => {
    const response = await getRaw(`${api.url}/assets/index-0ld4ss3t.js`, { 'accept-encoding': 'br' });

    expect(response.status).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  test('when the page renderer or the manifest is asked for, then neither is served', async () => {
    for (const file of ['/.ssr/pages.json', '/.ssr/render-page.js', '/.vite/manifest.json']) {
      const response = await getRaw(`${api.url}${file}`);
      expect(response.headers['content-type'], file).toMatch(/^text\/html/);
      expect(decode(response).toString(), file).not.toContain('renderPage');
    }
  });
});

describe('pages', () => {
  test('when / is fetched, then the HTML already holds the headline, no script needed, and must be revalidated', async () => {
    const response = await getRaw(`${api.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
    const html = decode(response).toString('utf8');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>貴社のDX・AI活用は、/);
    expect(root).toContain('いまどの段階に');
    expect(root).toContain('無料で診断を始める');
    expect(html).toContain('<title>無料DX・AI成熟度診断｜5分で自社の現在地を可視化</title>');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/landing-[\w-]+\.js">/);
  });

  test('when /start is fetched, then the privacy policy names the configured operator in the HTML and in the data block', async () => {
    const response = await getRaw(`${api.url}/start`, { 'accept-encoding': 'gzip' });
    const html = decode(response).toString('utf8');

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<title>診断の目的と個人情報の取り扱い｜DX・AI成熟度診断</title>');
    // Fixed copy carries <wbr> at its phrase boundaries (BudouX): the words are read without them.
    const text = html.replaceAll('<wbr>', '').replaceAll('<wbr/>', '');
    expect(text).toContain(`${operatorName}（以下「当社」といいます）`);
    expect(text).toContain('本診断の目的およびプライバシーポリシーに同意する');
    const block = /<script id="site-info" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toMatchObject({ operatorName });
  });

  test('when a page rendered in the browser is fetched, then #root is empty and its route module is preloaded', async () => {
    const html = decode(await getRaw(`${api.url}/diagnosis`, { 'accept-encoding': 'br' })).toString('utf8');

    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<h1');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/diagnosis-[\w-]+\.js">/);
  });

  test('when a report link is fetched, then the report route module is preloaded with the entry', async () => {
    const html = decode(
      await getRaw(`${api.url}/report/unknown-token-for-preload`, { 'accept-encoding': 'br' }),
    ).toString('utf8');

    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/report-[\w-]+\.js">/);
  });

  test('when index.html is asked for by name, then the SPA page answers, not the raw template', async () => {
    const response = await getRaw(`${api.url}/index.html`);

    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toContain('<script id="site-info"');
  });
});

describe('site files and API answers', () => {
  test('when the icon and robots.txt are asked for, then each is the real file with a cache lifetime', async () => {
    const icon = await getRaw(`${api.url}/favicon.ico`, { 'accept-encoding': 'br' });
    const robots = await getRaw(`${api.url}/robots.txt`);

    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(decode(icon)).toEqual(readFileSync(path.join(staticDir, 'favicon.ico')));
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  test('when the questionnaire is asked for with Brotli accepted, then the JSON is compressed on the fly', async () => {
    const compressed = await getRaw(`${api.url}/api/questionnaire`, { 'accept-encoding': 'br' });
    const plain = await getRaw(`${api.url}/api/questionnaire`);

    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decode(compressed).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
  });

  test('when an answer is smaller than 1 KB, then it is sent as it is', async () => {
    const response = await getRaw(`${api.url}/healthz`, { 'accept-encoding': 'br' });

    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
