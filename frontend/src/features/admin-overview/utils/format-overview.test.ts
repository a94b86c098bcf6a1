import { describe, expect, test } from 'vitest';
import { formatDay, formatLongDay, formatPercent, formatWeek } from './format-overview';

describe('overview formatting', () => {
  test('when days and weeks are shown, then they read as Japanese dates with the weekday', () => {
    expect(formatDay('2026-03-02')).toBe('3/2（月）');
    expect(formatDay('2026-03-01')).toBe('3/1（日）');
    expect(formatLongDay('2026-03-02')).toBe('2026年3月2日');
    expect(formatWeek('2026-12-28', '2027-01-03')).toBe('12/28〜1/3');
  });

  test('when a share is shown, then it has one decimal, and a dash when the whole is zero', () => {
    expect(formatPercent(2, 3)).toBe('66.7%');
    expect(formatPercent(3, 3)).toBe('100.0%');
    expect(formatPercent(0, 0)).toBe('—');
  });
});
