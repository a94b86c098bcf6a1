import { createHash } from 'node:crypto';
import type { SubmitRequest } from '@app/shared/contract';

/** JSON with object keys sorted at every level, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 (hex) of a parsed submit body. It is taken after the contract schema has normalised the
 * input, so a resubmission that differs only in spacing or key order has the same fingerprint.
 */
export function fingerprintSubmitRequest(input: SubmitRequest): string {
  return createHash('sha256').update(canonicalJson(input), 'utf8').digest('hex');
}
