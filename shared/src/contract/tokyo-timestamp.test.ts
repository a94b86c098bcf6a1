import { describe, expect, test } from 'vitest';
import { formatTokyoTimestamp } from './tokyo-timestamp';

describe('formatTokyoTimestamp', () => {
  test('when an instant is formatted, then it shows Japan time with hyphens and a 24-hour clock', () => {
    expect(formatTokyoTimestamp(new Date('2026-11-22T05:03:05Z'))).toBe('2026-11-22 14:03:05');
    expect(formatTokyoTimestamp(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01 00:00:00');
  });
});
