import { describe, expect, test } from 'vitest';
import { preferredEncoding } from './serve-static-files';

describe('preferredEncoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    ['BR', 'br'],
    ['br;q=abc, gzip;q=0.1', 'gzip'],
  ])('when the browser sends Accept-Encoding "%s", then %s is chosen', (header, expected) => {
    expect(preferredEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  test('when only a gzip copy exists, then a Brotli-capable browser gets it', () => {
    expect(preferredEncoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
  });
});
