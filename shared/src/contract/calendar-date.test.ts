import { describe, expect, test } from 'vitest';
import { calendarDateSchema } from './calendar-date';

describe('calendarDateSchema', () => {
  test.each(['1970-01-01', '2026-02-28', '2028-02-29', '2100-12-31'])(
    'when the day is %s, then it is accepted',
    (day) => {
      expect(calendarDateSchema.safeParse(day).success).toBe(true);
    },
  );

  test.each([
    '1969-12-31',
    '2101-01-01',
    '9999-12-31',
    '0000-01-01',
    '275760-09-13',
    '+275760-09-13',
    '-000001-01-01',
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-3-1',
  ])('when the day is %s, then it is refused', (day) => {
    expect(calendarDateSchema.safeParse(day).success).toBe(false);
  });
});
