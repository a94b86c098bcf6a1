import { describe, expect, test } from 'vitest';
import { formatLinkExpiry } from './format-link-expiry';

describe('formatLinkExpiry', () => {
  test('when the link expires, then the day and the time in Japan are named', () => {
    expect(formatLinkExpiry(new Date('2027-02-23T05:03:00Z'))).toBe('2027年2月23日 14:03');
  });

  test('when the link expires just after midnight in Japan, then that new day is named', () => {
    expect(formatLinkExpiry(new Date('2027-02-22T15:05:00Z'))).toBe('2027年2月23日 00:05');
  });
});
