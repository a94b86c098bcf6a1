import type { SiteInfo } from '@app/shared/contract';
import { describe, expect, test } from 'vitest';
import { renderIndexHtml } from './index-html';

const template = `<head>
  <meta property="og:url" content="/" />
  <meta
    property="og:image"
    content="/og-image.png"
  />
  <meta name="twitter:image" content="/og-image.png" />
  <meta property="og:title" content="/not-a-url" />
  <link rel="icon" href="/favicon.svg" />
  <title>DX・AI成熟度診断</title>
</head>
<body>
  <div id="root"></div>
</body>`;

const site: SiteInfo = {
  operatorName: '株式会社</script><script>alert(1)</script>',
  operatorAddress: null,
  operatorContact: 'info@example.jp',
  privacyContact: 'privacy@example.jp',
  privacyPolicyDate: '2026-04-01',
  reportEmail: false,
};

describe('renderIndexHtml', () => {
  test('when served, then only the share-preview URLs become absolute, wrapped tags included', () => {
    const html = renderIndexHtml(template, 'https://dx.example.jp');

    expect(html).toContain('<meta property="og:url" content="https://dx.example.jp/" />');
    expect(html).toContain('content="https://dx.example.jp/og-image.png"\n  />');
    expect(html).toContain('<meta name="twitter:image" content="https://dx.example.jp/og-image.png" />');
    expect(html).toContain('<meta property="og:title" content="/not-a-url" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" />');
  });

  test('when the origin holds markup, then it is escaped', () => {
    expect(renderIndexHtml(template, 'https://a"><script>')).toContain(
      'content="https://a&quot;>&lt;script>/"',
    );
  });

  test('when the operator is given, then it is written as JSON that no text of it can break out of', () => {
    const html = renderIndexHtml(template, 'https://dx.example.jp', { site });

    const block = /<script id="site-info" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual(site);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  test('when a page is prerendered, then its title, markup and route modules are in place, "$" patterns kept as text', () => {
    const html = renderIndexHtml(template, 'https://dx.example.jp', {
      page: {
        modulePreload: ['/assets/landing-abc.js'],
        rendered: { title: '料金$&amp;｜DX', body: '<main><h1>見出し $1 $&amp;</h1></main>' },
      },
    });

    expect(html).toContain('<title>料金$&amp;｜DX</title>');
    expect(html).not.toContain('<title>DX・AI成熟度診断</title>');
    expect(html).toContain('<div id="root"><main><h1>見出し $1 $&amp;</h1></main></div>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-abc.js"></head>');
  });

  test('when a page is not prerendered, then #root stays empty for the browser to render', () => {
    const html = renderIndexHtml(template, 'https://dx.example.jp', {
      page: { modulePreload: ['/assets/diagnosis-abc.js'], rendered: null },
    });

    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>DX・AI成熟度診断</title>');
    expect(html).toContain('href="/assets/diagnosis-abc.js"');
  });
});
