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
</head>`;

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
});
