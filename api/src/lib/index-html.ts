import type { Request } from 'express';

// Share previews (LINE, X, Facebook) need absolute URLs; index.html carries root-relative ones.
const absoluteMeta =
  /(<meta\s+(?:property|name)="(?:og:url|og:image|twitter:image)"\s+content=")(\/[^"]*)(")/g;

/** index.html with the share-preview URLs made absolute on `origin` (no trailing slash). */
export function renderIndexHtml(template: string, origin: string): string {
  const escaped = origin.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return template.replace(absoluteMeta, (_match, head: string, path: string, tail: string) => {
    return `${head}${escaped}${path}${tail}`;
  });
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
