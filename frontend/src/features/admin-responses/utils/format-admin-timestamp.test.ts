import { describe, expect, test } from 'vitest';
import { formatAdminTimestamp } from './format-admin-timestamp';

describe('formatAdminTimestamp', () => {
  test('when an ISO instant is shown, then it is Japan time in Japanese order with hyphens', () => {
    expect(formatAdminTimestamp('2026-11-22T05:03:05.000Z')).toBe('2026-11-22 14:03:05');
    expect(formatAdminTimestamp('2026-12-31T15:00:00.000Z')).toBe('2027-01-01 00:00:00');
  });

  test('when the value is not a date, then it is shown unchanged', () => {
    expect(formatAdminTimestamp('unknown')).toBe('unknown');
  });
});
