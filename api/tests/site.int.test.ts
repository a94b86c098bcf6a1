import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteInfoSchema } from '@app/shared/contract';
import { useTestDatabase } from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import { startTestApi } from './start-test-api';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(repoRoot, 'frontend/public');

const database = useTestDatabase();
let staticDir: string;

// A stand-in for the built SPA: the real index.html template and the real public files, which
// Vite copies into frontend/dist unchanged.
beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'dx-site-'));
  cpSync(publicDir, staticDir, { recursive: true });
  cpSync(path.join(repoRoot, 'frontend/index.html'), path.join(staticDir, 'index.html'));
});

afterAll(async () => {
  rmSync(staticDir, { recursive: true, force: true });
});

async function withApi(env: Record<string, string>, run: (api: RunningApi) => Promise<void>) {
  const api = await startTestApi({ DATABASE_URL: database.url, STATIC_DIR: staticDir, ...env });
  try {
    await run(api);
  } finally {
    await api.close();
  }
}

describe('GET /api/site', () => {
  test('when the operator is configured, then its name, address, contacts and policy date are answered and cacheable', async () => {
    const env = {
      PROVIDER_NAME: '株式会社サイト診断',
      PROVIDER_ADDRESS: '東京都千代田区丸の内1-1-1',
      PROVIDER_CONTACT: 'info@example.co.jp',
      PRIVACY_CONTACT: 'privacy@example.co.jp',
      PRIVACY_POLICY_DATE: '2026-04-01',
    };
    await withApi(env, async (api) => {
      const response = await fetch(`${api.url}/api/site`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(siteInfoSchema.parse(await response.json())).toEqual({
        operatorName: '株式会社サイト診断',
        operatorAddress: '東京都千代田区丸の内1-1-1',
        operatorContact: 'info@example.co.jp',
        privacyContact: 'privacy@example.co.jp',
        privacyPolicyDate: '2026-04-01',
        reportEmail: false,
      });
    });
  });

  test('when visitor e-mail is configured, then it says so without revealing the SMTP server', async () => {
    const smtpUrl = 'smtp://mailer:s3cret-pass@mail.example.com:587';
    await withApi({ SMTP_URL: smtpUrl, SMTP_FROM: 'no-reply@example.com' }, async (api) => {
      const text = await (await fetch(`${api.url}/api/site`)).text();

      expect(siteInfoSchema.parse(JSON.parse(text)).reportEmail).toBe(true);
      for (const secret of ['mail.example.com', 's3cret-pass', 'no-reply@example.com'])
        expect(text).not.toContain(secret);
    });
  });

  test('when nothing is configured (embedded demo), then the report defaults are answered', async () => {
    await withApi({}, async (api) => {
      const body = siteInfoSchema.parse(await (await fetch(`${api.url}/api/site`)).json());

      expect(body.operatorName).toBe('DX・AI成熟度診断 運営事務局');
      expect(body.operatorAddress).toBeNull();
      // Without PRIVACY_CONTACT the general contact line is where to ask.
      expect(body.privacyContact).toBe(body.operatorContact);
      expect(body.privacyPolicyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(body.reportEmail).toBe(false);
    });
  });
});

describe('site files', () => {
  test('when robots.txt and sitemap.xml are asked for, then they are served as text and XML with absolute URLs, not the SPA', async () => {
    await withApi({ PUBLIC_URL: 'https://dx.example.jp/' }, async (api) => {
      const robots = await fetch(`${api.url}/robots.txt`);
      const sitemap = await fetch(`${api.url}/sitemap.xml`);

      expect(robots.status).toBe(200);
      expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
      const robotsText = await robots.text();
      expect(robotsText).toContain('User-agent: *');
      expect(robotsText).toContain('Disallow: /api/');
      expect(robotsText).toContain('Sitemap: https://dx.example.jp/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await sitemap.text();
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
      expect(xml).toContain('<loc>https://dx.example.jp/</loc>');
      expect(xml).toContain('<loc>https://dx.example.jp/start</loc>');
      expect(xml).not.toContain('<html');
    });
  });

  test('when no PUBLIC_URL is set, then the sitemap uses the address the request came to', async () => {
    await withApi({}, async (api) => {
      const xml = await (await fetch(`${api.url}/sitemap.xml`)).text();

      expect(xml).toContain(`<loc>${api.url}/start</loc>`);
    });
  });

  test.each([
    ['favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['favicon.svg', /^image\/svg\+xml/],
    ['apple-touch-icon.png', /^image\/png$/],
    ['og-image.png', /^image\/png$/],
  ])('when /%s is asked for, then the file itself is served with its image type', async (file, type) => {
    await withApi({}, async (api) => {
      const response = await fetch(`${api.url}/${file}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(type);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(path.join(publicDir, file)));
    });
  });

  test('when a page is served, then its share-preview tags carry absolute URLs', async () => {
    await withApi({ PUBLIC_URL: 'https://dx.example.jp' }, async (api) => {
      const response = await fetch(`${api.url}/start`);

      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<meta property="og:url" content="https://dx.example.jp/" />');
      expect(html).toContain('<meta property="og:image" content="https://dx.example.jp/og-image.png" />');
      expect(html).toContain('<meta name="twitter:image" content="https://dx.example.jp/og-image.png" />');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    });
  });
});
