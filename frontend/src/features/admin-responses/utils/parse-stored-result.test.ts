import { describe, expect, test } from 'vitest';
import { buildDiagnosisResult } from '@/testing/result-factory';
import { parseStoredResult } from './parse-stored-result';

describe('parseStoredResult', () => {
  test('when the row holds a result, then it is parsed as is', () => {
    const result = buildDiagnosisResult();

    expect(parseStoredResult(JSON.stringify(result))).toEqual({ kind: 'ok', result });
  });

  test.each([null, undefined, ''])('when the row holds %j, then the result is missing', (value) => {
    expect(parseStoredResult(value)).toEqual({ kind: 'missing' });
  });

  test.each(['{not json', '42', '{"executiveSummary":{}}', 'null'])(
    'when the row holds %j, then it is invalid',
    (value) => {
      expect(parseStoredResult(value)).toEqual({ kind: 'invalid' });
    },
  );
});
