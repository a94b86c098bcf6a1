import type { SiteInfo } from '@app/shared/contract';

// siteInfoPath of @app/shared/contract, written out: importing a value from the contract would
// pull zod into the landing page's JavaScript (npm run budget).
const siteInfoUrl = '/api/site';

/** Id of the JSON data block the server writes into every page (api/src/lib/index-html.ts). */
export const siteInfoElementId = 'site-info';

let cached: SiteInfo | null = null;
let pending: Promise<SiteInfo | null> | null = null;

const isSiteInfo = (value: unknown): value is SiteInfo => {
  const info = value as Partial<SiteInfo> | null;
  return (
    typeof info?.operatorName === 'string' &&
    typeof info.privacyContact === 'string' &&
    typeof info.operatorContact === 'string' &&
    typeof info.privacyPolicyDate === 'string' &&
    typeof info.reportEmail === 'boolean' &&
    (info.operatorAddress === null || typeof info.operatorAddress === 'string')
  );
};

/** The operator's details once loaded in this page, else null. */
export const cachedSiteInfo = (): SiteInfo | null => cached;

/**
 * Takes the operator's details the server wrote into the page, so that no request is needed and
 * the first render (hydrating a prerendered page) shows what the server rendered. Also how the
 * prerenderer passes them in. Invalid data is ignored: GET /api/site is then asked as before.
 */
export function primeSiteInfo(value: unknown): void {
  if (isSiteInfo(value)) cached = value;
}

/** The JSON of the server's data block in `document`, or undefined. */
export function readEmbeddedSiteInfo(document: Document): unknown {
  const text = document.getElementById(siteInfoElementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/site once per page load (the server lets the browser cache it for 5 minutes). A plain
 * fetch rather than the axios client: the footer is on the landing page, which must stay small.
 * Null on any failure; the next caller tries again.
 */
export function loadSiteInfo(): Promise<SiteInfo | null> {
  if (cached) return Promise.resolve(cached);
  pending ??= fetch(siteInfoUrl, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      cached = isSiteInfo(body) ? body : null;
      return cached;
    })
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Forgets the loaded details (tests). */
export function resetSiteInfo(): void {
  cached = null;
  pending = null;
}
