import { describe, expect, test } from 'vitest';
import { formatPolicyDate } from './format-policy-date';

describe('formatPolicyDate', () => {
  test('when given a date, then it reads as a Japanese date without leading zeros', () => {
    expect(formatPolicyDate('2026-04-01')).toBe('2026年4月1日');
    expect(formatPolicyDate('2026-11-23')).toBe('2026年11月23日');
  });

  test('when given anything else, then it is shown as it is', () => {
    expect(formatPolicyDate('令和8年4月1日')).toBe('令和8年4月1日');
  });
});
