import { describe, expect, test } from 'vitest';
import { formatReportDate } from './format-report-date';

describe('formatReportDate', () => {
  test('when given an instant, then its day in Japan is named, whatever the UTC day', () => {
    expect(formatReportDate(new Date('2026-11-24T15:30:00Z'))).toBe('2026年11月25日');
    expect(formatReportDate(new Date('2027-01-04T00:00:00Z'))).toBe('2027年1月4日');
  });
});
