import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatLinkExpiry } from './format-link-expiry';
import { formatReportDate } from './format-report-date';
import { tokyoTime } from './tokyo-time';

// What the formatters printed before they stopped using Intl; they must still print the same.
const intlDate = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const intlDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('tokyoTime', () => {
  test('when given any instant from 2000 to 2100, then the formatters print what Intl prints for Japan', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          expect(formatReportDate(date)).toBe(intlDate.format(date));
          expect(formatLinkExpiry(date)).toBe(intlDateTime.format(date));
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('when the date is invalid, then it throws as Intl does', () => {
    expect(() => tokyoTime(new Date('not a date'))).toThrow(RangeError);
    expect(() => intlDate.format(new Date('not a date'))).toThrow(RangeError);
  });
});
