import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createTotpSecretBox } from './admin-totp-secret-box';

const newKey = () => randomBytes(32).toString('base64url');
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('createTotpSecretBox', () => {
  test('when a secret is sealed, then the sealed form does not hold it and opens to it again', () => {
    const box = createTotpSecretBox(newKey());

    const sealed = box.seal(secret);

    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(box.open(sealed)).toBe(secret);
  });

  test('when one secret is sealed twice, then each sealed form differs (a fresh IV each time)', () => {
    const box = createTotpSecretBox(newKey());

    expect(box.seal(secret)).not.toBe(box.seal(secret));
  });

  test('when opened under another key, altered or malformed, then nothing is returned', () => {
    const box = createTotpSecretBox(newKey());
    const sealed = box.seal(secret);
    const [version, iv, ciphertext, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0]! ^= 1;

    expect(createTotpSecretBox(newKey()).open(sealed)).toBeNull();
    expect(box.open([version, iv, flipped.toString('base64url'), tag].join('.'))).toBeNull();
    expect(box.open([version, iv, ciphertext, tag.slice(0, 8)].join('.'))).toBeNull();
    expect(box.open(secret)).toBeNull();
    expect(box.open(`v2.${iv}.${ciphertext}.${tag}`)).toBeNull();
  });
});
