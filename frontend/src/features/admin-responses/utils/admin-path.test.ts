import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { isAdminPathSecret } from './admin-path';

const secret = '3a'.repeat(64);
const digest = createHash('sha256').update(secret).digest('hex');

describe('isAdminPathSecret', () => {
  test('when the segment is the secret whose digest the build holds, then it is accepted', async () => {
    expect(await isAdminPathSecret(secret, digest)).toBe(true);
  });

  test.each([
    ['another 128-hex value', '3b'.repeat(64)],
    ['the digest itself', digest],
    ['a shorter prefix', secret.slice(0, 127)],
    ['nothing', undefined],
  ])('when the segment is %s, then it is refused', async (_case, segment) => {
    expect(await isAdminPathSecret(segment, digest)).toBe(false);
  });

  test('when the build has no digest, then every segment is refused', async () => {
    expect(await isAdminPathSecret(secret, '')).toBe(false);
  });
});
