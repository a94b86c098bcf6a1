import { describe, expect, test } from 'vitest';
import { formatCheckedOn } from './format-checked-on';

describe('formatCheckedOn', () => {
  test.each([
    ['2026-11-23', '2026年11月23日'],
    ['2026-01-05', '2026年1月5日'],
    ['2026年1月5日', '2026年1月5日'],
  ])('when checkedOn is %s, then it reads %s', (checkedOn, text) => {
    expect(formatCheckedOn(checkedOn)).toBe(text);
  });
});
