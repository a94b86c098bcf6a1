import type { SiteInfo } from '@app/shared/contract';
import type { Request } from 'express';
import type { PageExtras } from './prerendered-pages';

// Share previews (LINE, X, Facebook) need absolute URLs; index.html carries root-relative ones.
const absoluteMeta =
  /(<meta\s+(?:property|name)="(?:og:url|og:image|twitter:image)"\s+content=")(\/[^"]*)(")/g;

/** Id of the JSON data block with the operator's details (frontend/src/lib/site-info.ts reads it). */
const siteInfoElementId = 'site-info';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON safe inside <script>: no `</script>` or `<!--` can end or confuse the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface IndexHtmlOptions {
  /** Written into the page for the browser, so the footer and the policy need no request. */
  site?: SiteInfo;
  /** The page's route modules to preload and, when prerendered, its title and markup. */
  page?: PageExtras;
}

/**
 * index.html as served: the share-preview URLs made absolute on `origin` (no trailing slash), the
 * operator's details as a JSON data block and, for a prerendered page, its markup.
 */
export function renderIndexHtml(template: string, origin: string, options: IndexHtmlOptions = {}): string {
  const escaped = escapeAttribute(origin);
  let html = template.replace(absoluteMeta, (_match, head: string, path: string, tail: string) => {
    return `${head}${escaped}${path}${tail}`;
  });
  const head: string[] = [];
  if (options.site) {
    head.push(
      `<script id="${siteInfoElementId}" type="application/json">${scriptJson(options.site)}</script>`,
    );
  }
  for (const href of options.page?.modulePreload ?? [])
    head.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
  const rendered = options.page?.rendered;
  if (rendered) {
    // Replacer functions: a `$` in the markup must not be read as a replacement pattern.
    if (rendered.title !== null)
      html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${rendered.title}</title>`);
    html = html.replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`);
  }
  if (head.length) html = html.replace('</head>', () => `${head.join('')}</head>`);
  return html;
}

/**
 * The site's public origin: PUBLIC_URL when configured, else the request's own (its protocol
 * honours TRUST_PROXY). Set PUBLIC_URL in production so that a forged Host header cannot reach
 * cached pages.
 */
export function siteOrigin(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = req.get('host') ?? 'localhost';
  return `${req.protocol}://${/^[\w.:[\]-]+$/.test(host) ? host : 'localhost'}`;
}
