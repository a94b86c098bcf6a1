import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { sha256Hex } from './sha256-hex';

const nodeSha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('sha256Hex', () => {
  // Lengths around the 55/56/64-byte padding boundaries, multi-byte text and a 128-hex secret.
  const inputs = [
    '',
    'abc',
    'a'.repeat(55),
    'b'.repeat(56),
    'c'.repeat(64),
    'd'.repeat(119),
    '管理画面の秘密',
    'f0'.repeat(64),
  ];

  test.each(inputs)('when crypto.subtle is missing, then the fallback matches Node for %j', async (input) => {
    expect(await sha256Hex(input, undefined)).toBe(nodeSha256(input));
  });

  test('when crypto.subtle exists, then it is used and gives the same digest', async () => {
    const input = 'e9'.repeat(64);

    expect(await sha256Hex(input, webcrypto.subtle as SubtleCrypto)).toBe(nodeSha256(input));
  });
});
