import { describe, expect, test } from 'vitest';
import { addDays, daysBetween, isoWeekOf, maxListedDays, spanInDays, tokyoDayOf } from './tokyo-day';

describe('tokyoDayOf', () => {
  test('when an instant is on either side of midnight in Tokyo, then it names the Tokyo day', () => {
    expect(tokyoDayOf(new Date('2026-03-01T14:59:59.999Z'))).toBe('2026-03-01');
    expect(tokyoDayOf(new Date('2026-03-01T15:00:00.000Z'))).toBe('2026-03-02');
    expect(tokyoDayOf(new Date('2026-12-31T15:00:00.000Z'))).toBe('2027-01-01');
  });
});

describe('addDays and daysBetween', () => {
  test('when days cross a month and a leap day, then the calendar is followed', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });
});

describe('spanInDays and the bound of daysBetween', () => {
  test('when a range is counted, then both ends are included and a reversed one is empty', () => {
    expect(spanInDays('2026-03-02', '2026-03-02')).toBe(1);
    expect(spanInDays('2024-01-01', '2026-12-31')).toBe(1096);
    expect(spanInDays('2026-03-03', '2026-03-02')).toBe(0);
  });

  test('when a range holds more days than any series draws, or a day is not one, then daysBetween refuses it at once', () => {
    expect(daysBetween('2000-01-01', addDays('2000-01-01', maxListedDays - 1))).toHaveLength(maxListedDays);
    expect(() => daysBetween('1970-01-01', '2100-12-31')).toThrow(RangeError);
    expect(() => daysBetween('not-a-day', '2026-03-02')).toThrow(RangeError);
  });
});

describe('isoWeekOf', () => {
  test('when a day is given, then its Monday-to-Sunday ISO week is named by the ISO year', () => {
    expect(isoWeekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29', label: '2026-W48' });
    expect(isoWeekOf('2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29', label: '2026-W48' });
    // 1 January 2027 is a Friday: it belongs to the last week of 2026.
    expect(isoWeekOf('2027-01-01')).toEqual({ start: '2026-12-28', end: '2027-01-03', label: '2026-W53' });
    // 29 December 2025 is a Monday in week 1 of 2026.
    expect(isoWeekOf('2025-12-31').label).toBe('2026-W01');
  });
});
