import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const algorithm = 'aes-256-gcm';
const ivLength = 12;
const tagLength = 16;
const format = 'v1';

/**
 * Encrypts operators' TOTP secrets for the database with AES-256-GCM under a key derived from
 * ADMIN_TOTP_KEY: a copy of the database (a backup, a dump) alone does not give the second factor.
 * Sealed form: `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export function createTotpSecretBox(keyMaterial: string) {
  // HKDF gives a full-strength AES key whatever the shape of the configured secret.
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, '', 'dx-diagnosis admin TOTP secret', 32));

  return {
    seal(secret: string): string {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv(algorithm, key, iv, { authTagLength: tagLength });
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [format, iv, ciphertext, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    /** The secret, or null when it was sealed under another key or is not a sealed secret at all. */
    open(sealed: string): string | null {
      const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
      if (version !== format || !iv || !ciphertext || !tag || rest.length > 0) return null;
      try {
        const decipher = createDecipheriv(algorithm, key, Buffer.from(iv, 'base64url'), {
          authTagLength: tagLength,
        });
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type TotpSecretBox = ReturnType<typeof createTotpSecretBox>;
