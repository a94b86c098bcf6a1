import { describe, expect, test } from 'vitest';
import { escapeLikePattern, tokyoDayBounds } from './admin-response-store';

describe('escapeLikePattern', () => {
  test('when the text holds LIKE wildcards or the escape character, then each is escaped', () => {
    expect(escapeLikePattern('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLikePattern('株式会社')).toBe('株式会社');
  });
});

describe('tokyoDayBounds', () => {
  test('when a day is given, then it spans midnight to midnight in Japan time', () => {
    const { start, end } = tokyoDayBounds('2026-03-02');

    expect(start.toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-02T15:00:00.000Z');
  });
});
