import {
  acquisitionSourceParams,
  acquisitionSourceSchema,
  referrerHostPattern,
  utmValueMaxLength,
  type AcquisitionSource,
} from '@app/shared/contract';
import { capturedSourceKey, legacySourceKey, type CapturedSource } from './capture-acquisition-source';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Control characters and lone surrogate halves: the API refuses them, so the page drops them.
const unsafe = /[\p{Cc}\p{Cs}]/gu;

function cleanValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(unsafe, '').trim().slice(0, utmValueMaxLength).trim();
  return cleaned ? cleaned : undefined;
}

/** The source as the API takes it: the five UTM values cut and cleaned, a well-formed host. */
function toSource(stored: unknown): AcquisitionSource {
  const captured: Partial<Record<keyof CapturedSource, unknown>> = isRecord(stored) ? stored : {};
  const params = isRecord(captured.params) ? captured.params : {};
  const source: AcquisitionSource = {};
  for (const [key, param] of Object.entries(acquisitionSourceParams)) {
    const value = cleanValue(Object.hasOwn(params, param) ? params[param] : undefined);
    if (value) source[key as keyof typeof acquisitionSourceParams] = value;
  }
  const host = captured.referrerHost;
  if (typeof host === 'string' && referrerHostPattern.test(host)) source.referrerHost = host;
  return source;
}

/** The source taken on the visit's first page view, for the submit; undefined when there is none. */
export function loadAcquisitionSource(): AcquisitionSource | undefined {
  try {
    const captured = window.sessionStorage.getItem(capturedSourceKey);
    // A tab whose visit began before v2 kept the source as the API takes it.
    const raw = captured ?? window.sessionStorage.getItem(legacySourceKey);
    if (!raw) return undefined;
    const stored: unknown = JSON.parse(raw);
    const parsed = acquisitionSourceSchema.safeParse(captured !== null ? toSource(stored) : stored);
    return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
