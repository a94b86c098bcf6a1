import { diagnosisResultSchema, type DiagnosisResult } from '@app/shared/contract';

/** What a stored diagnosisResult string turned out to be. */
export type StoredResult =
  { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; result: DiagnosisResult };

/** Parses the row's JSON string; anything that is not a DiagnosisResult counts as invalid. */
export function parseStoredResult(value: string | null | undefined): StoredResult {
  if (value === null || value === undefined || value === '') return { kind: 'missing' };
  try {
    const parsed = diagnosisResultSchema.safeParse(JSON.parse(value));
    return parsed.success ? { kind: 'ok', result: parsed.data } : { kind: 'invalid' };
  } catch {
    return { kind: 'invalid' };
  }
}
