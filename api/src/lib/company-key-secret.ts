import { randomBytes } from 'node:crypto';
import type { Logger } from '@app/shared/logging';
import type { ApiEnv } from '../config/env';
import { readOrCreateSecretFile, secretFiles } from './secret-file';

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * The secret of the stored company keys: COMPANY_KEY_SECRET, else (one process) a secret generated
 * once and kept under DATA_DIR. Losing or changing it splits each company's earlier submissions
 * from its later ones in the benchmark, so it lives as long as the database.
 */
export function companyKeySecret(env: ApiEnv, logger: Logger): string {
  if (env.COMPANY_KEY_SECRET) return env.COMPANY_KEY_SECRET;
  if (env.REDIS_URL) {
    // main.ts refuses this configuration; only direct callers such as tests get here.
    logger.warn('COMPANY_KEY_SECRET is not set: company keys match only those this process writes');
    return newSecret();
  }
  return readOrCreateSecretFile(env.DATA_DIR, secretFiles.companyKeySecret, newSecret);
}
