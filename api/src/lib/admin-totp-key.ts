import { randomBytes } from 'node:crypto';
import { readOrCreateSecretFile, secretFiles } from './secret-file';

/**
 * The key of the operators' encrypted TOTP secrets: ADMIN_TOTP_KEY, else, in embedded mode (no
 * REDIS_URL), one generated once under DATA_DIR. Undefined in distributed mode without
 * ADMIN_TOTP_KEY: API processes on other machines could not read a file written here. The API and
 * `npm run admin:create` both call this, so they find the same key with the same settings.
 */
export function adminTotpKey(env: {
  ADMIN_TOTP_KEY?: string;
  REDIS_URL?: string;
  DATA_DIR: string;
}): string | undefined {
  if (env.ADMIN_TOTP_KEY) return env.ADMIN_TOTP_KEY;
  if (env.REDIS_URL) return undefined;
  return readOrCreateSecretFile(env.DATA_DIR, secretFiles.adminTotpKey, () =>
    randomBytes(48).toString('base64url'),
  );
}
