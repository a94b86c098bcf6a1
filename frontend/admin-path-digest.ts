import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run build` keeps a generated admin path secret (also read by the API to print the URL). */
export const adminPathSecretFile = 'admin-path-secret';

/**
 * SHA-256 (hex) of ADMIN_PATH_SECRET for the bundle, so the bundle never holds the admin URL itself
 * (DESIGN §8). Without the variable, the secret kept under DATA_DIR by an earlier build is used (handy
 * for `npm run dev`); with neither, the digest is empty and every admin path redirects to /.
 */
export function adminPathDigest(env: Record<string, string | undefined> = process.env): string {
  let secret = env.ADMIN_PATH_SECRET?.trim();
  if (!secret) {
    const file = path.resolve(env.DATA_DIR || 'data', adminPathSecretFile);
    secret = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  }
  if (!secret) {
    console.warn('ADMIN_PATH_SECRET is not set: the admin pages of this build cannot be opened (use `npm run build`).');
    return '';
  }
  if (!/^[0-9a-f]{128}$/i.test(secret)) throw new Error('ADMIN_PATH_SECRET must be 128 hex characters.');
  return createHash('sha256').update(secret).digest('hex');
}
