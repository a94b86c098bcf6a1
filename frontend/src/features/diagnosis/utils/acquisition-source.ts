import {
  acquisitionSourceParams,
  acquisitionSourceSchema,
  referrerHostPattern,
  utmValueMaxLength,
  type AcquisitionSource,
} from '@app/shared/contract';

// sessionStorage, like the drafts: the source lives as long as this tab's visit and is sent with
// its submit; no cookie, no identifier, nothing for another visit to read.
const sourceKey = 'dx-diagnosis:source:v1';

// Control characters and lone surrogate halves: the API refuses them, so the page drops them.
const unsafe = /[\p{Cc}\p{Cs}]/gu;

function cleanValue(value: string | null): string | undefined {
  const cleaned = value?.replace(unsafe, '').trim().slice(0, utmValueMaxLength).trim();
  return cleaned ? cleaned : undefined;
}

/** The referrer's host, when another site linked here; never its path or query. */
function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  try {
    const { hostname } = new URL(referrer);
    const host = hostname.toLowerCase();
    return host && host !== ownHost.toLowerCase() && referrerHostPattern.test(host) ? host : undefined;
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
    if (window.sessionStorage.getItem(sourceKey) !== null) return;
    const params = new URLSearchParams(location.search);
    const source: AcquisitionSource = {};
    for (const [key, param] of Object.entries(acquisitionSourceParams)) {
      const value = cleanValue(params.get(param));
      if (value) source[key as keyof typeof acquisitionSourceParams] = value;
    }
    const referrerHost = referrerHostOf(referrer, location.hostname);
    if (referrerHost) source.referrerHost = referrerHost;
    // Stored even when empty: it marks the first page view as taken.
    window.sessionStorage.setItem(sourceKey, JSON.stringify(source));
  } catch {
    // Storage switched off: the lead is simply stored without a source.
  }
}

/** The source taken on the visit's first page view, for the submit; undefined when there is none. */
export function loadAcquisitionSource(): AcquisitionSource | undefined {
  try {
    const raw = window.sessionStorage.getItem(sourceKey);
    if (!raw) return undefined;
    const parsed = acquisitionSourceSchema.safeParse(JSON.parse(raw));
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
