import { describe, expect, test } from 'vitest';
import { readEmbeddedSiteInfo } from '@/lib/site-info';
import { buildSiteInfo } from '@/testing/site-info-factory';
import { renderPage } from './prerender';

// Hydration itself is tested in a real browser on the production build
// (frontend/e2e/site-basics.e2e.test.ts): here the server and the browser renderer would share
// one React, which production never does.
describe('renderPage', () => {
  test('when the landing page is rendered, then the HTML holds the headline, the start link and the operator; the title comes apart', async () => {
    const page = await renderPage('/', buildSiteInfo());

    expect(page.title).toBe('無料DX・AI成熟度診断｜5分で自社の現在地を可視化');
    expect(page.body).toMatch(/<h1[^>]*>貴社のDX・AI活用は、/);
    expect(page.body).toMatch(/<a [^>]*href="\/start"[^>]*>無料で診断を始める<\/a>/);
    expect(page.body).toContain('株式会社テスト診断');
    expect(page.body).not.toContain('<title>');
    // Rendering on the server is no page view.
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  test('when the consent page is rendered without an operator address, then the policy names the operator and leaves the address out', async () => {
    const page = await renderPage('/start', buildSiteInfo({ operatorAddress: null }));

    expect(page.title).toBe('診断の目的と個人情報の取り扱い｜DX・AI成熟度診断');
    expect(page.body).toContain('株式会社テスト診断（以下「当社」といいます）');
    expect(page.body).toContain('2026年4月1日');
    expect(page.body).not.toContain('所在地');
    expect(page.body).toMatch(/<button[^>]*disabled=""[^>]*>同意して診断を開始する<\/button>/);
  });
});

describe('readEmbeddedSiteInfo', () => {
  test('when the server wrote the data block, then its JSON is read; when it is missing or broken, nothing', () => {
    const site = buildSiteInfo();
    document.body.innerHTML = `<script id="site-info" type="application/json">${JSON.stringify(site)}</script>`;
    expect(readEmbeddedSiteInfo(document)).toEqual(site);

    document.body.innerHTML = '<script id="site-info" type="application/json">{broken</script>';
    expect(readEmbeddedSiteInfo(document)).toBeUndefined();

    document.body.innerHTML = '';
    expect(readEmbeddedSiteInfo(document)).toBeUndefined();
  });
});
