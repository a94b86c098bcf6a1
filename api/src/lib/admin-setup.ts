import { randomBytes } from 'node:crypto';
import type { Database } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import type { Redis } from 'ioredis';
import type { ApiEnv } from '../config/env';
import { bootstrapAdmin } from '../services/bootstrap-admin';
import { createAdminDeps, type AdminDeps } from './admin-deps';
import { adminTotpKey } from './admin-totp-key';
import { readOrCreateSecretFile, readSecretFile, secretFiles } from './secret-file';

export interface AdminSetup {
  deps: AdminDeps;
  /** Path of the admin login page, when the admin path secret is known to this process. */
  loginPath?: string;
  /** The admin path secret, when known to this process (links the operators' lead e-mail). */
  pathSecret?: string;
  /** The account created at this start with a random password, to be shown once. */
  generatedAccount?: { username: string; password: string };
}

const newSecret = () => randomBytes(48).toString('base64url');

/**
 * Wires the admin side for the run mode: signing key, second-factor key, throttle store and,
 * embedded, the first operator.
 */
export async function setUpAdmin(
  env: ApiEnv,
  db: Database,
  logger: Logger,
  /** The API's shared Redis client (distributed mode), for the login throttle. */
  redis?: Redis,
): Promise<AdminSetup> {
  const distributed = Boolean(env.REDIS_URL);
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret && distributed) {
    // main.ts refuses this configuration; only direct callers such as tests get here.
    logger.warn('JWT_SECRET is not set: admin tokens are valid on this process only');
    jwtSecret = newSecret();
  }
  jwtSecret ??= readOrCreateSecretFile(env.DATA_DIR, secretFiles.jwtSecret, newSecret);

  const deps = createAdminDeps({
    db,
    jwtSecret,
    tokenLifetime: env.JWT_EXPIRES_IN,
    retentionPolicy: {
      months: env.CONTACT_RETENTION_MONTHS,
      holdStatuses: env.CONTACT_RETENTION_HOLD_STATUSES,
    },
    totpKey: adminTotpKey(env),
    totpRequired: env.ADMIN_TOTP_REQUIRED,
    redis,
    // Same namespace as the deployment's queue, so separate deployments sharing a Redis stay apart.
    throttleKeyPrefix: `${env.QUEUE_PREFIX}:admin-login`,
    // The API writes these webhooks with the change; whoever delivers (workers or this process)
    // signs them, and sends only to URLs in its own WEBHOOK_URLS.
    leadWebhookUrls: env.WEBHOOK_URLS,
  });

  const { generated } = distributed
    ? {}
    : await bootstrapAdmin(deps.admins, { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD });
  const pathSecret = env.ADMIN_PATH_SECRET ?? readSecretFile(env.DATA_DIR, secretFiles.adminPathSecret);

  return {
    deps,
    loginPath: pathSecret ? `/admin/login/${pathSecret}` : undefined,
    pathSecret,
    generatedAccount: generated,
  };
}
