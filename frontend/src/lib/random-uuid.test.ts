import { describe, expect, test } from 'vitest';
import { randomUuid } from './random-uuid';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  test('when crypto.randomUUID exists, then a v4 UUID comes from it', () => {
    expect(randomUuid()).toMatch(uuidV4);
  });

  test('when the page is not a secure context (no randomUUID), then a v4 UUID is still made', () => {
    // An own property shadows the prototype's method; deleting it restores the method.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));

      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuidV4);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
