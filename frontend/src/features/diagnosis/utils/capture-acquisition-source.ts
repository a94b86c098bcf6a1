// sessionStorage, like the drafts: the source lives as long as this tab's visit and is sent with
// its submit; no cookie, no identifier, nothing for another visit to read.
export const capturedSourceKey = 'dx-diagnosis:source:v2';
/** The key of the pages before v2, which kept the source already cut and cleaned. */
export const legacySourceKey = 'dx-diagnosis:source:v1';

/**
 * What the first page view keeps, as the browser gave it: the landing URL's utm_* parameters and
 * the host of the site that linked to it. They are cut, cleaned and checked against the contract
 * when the submit reads them (acquisition-source.ts), so that this module, which every visitor
 * page runs, needs neither the contract nor zod (issue 22: they doubled the landing page's script).
 */
export interface CapturedSource {
  /** utm_* parameters by name, each one's first value. */
  params: Record<string, string>;
  /** The referring site's host in lower case, when it is not this site; never its path or query. */
  referrerHost?: string;
}

function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host && host !== ownHost.toLowerCase() ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the visit's source on its first page view in this tab: the landing URL's utm_* parameters
 * and the referring site's host. Later page views keep the first one (an internal link or a reload
 * must not overwrite where the visit came from).
 */
export function captureAcquisitionSource(
  location: Pick<Location, 'search' | 'hostname'> = window.location,
  referrer: string = document.referrer,
): void {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(capturedSourceKey) !== null || storage.getItem(legacySourceKey) !== null) return;
    const params: Record<string, string> = {};
    for (const [name, value] of new URLSearchParams(location.search)) {
      if (name.startsWith('utm_') && !Object.hasOwn(params, name)) params[name] = value;
    }
    const captured: CapturedSource = { params };
    const referrerHost = referrerHostOf(referrer, location.hostname);
    if (referrerHost) captured.referrerHost = referrerHost;
    // Stored even when empty: it marks the first page view as taken.
    storage.setItem(capturedSourceKey, JSON.stringify(captured));
  } catch {
    // Storage switched off: the lead is simply stored without a source.
  }
}
