import { emptyAsUndefined, optionalEnv, parseEnv, sharedEnvFields } from '@app/shared/config';
import { auditLogRetentionEnvFields, contactRetentionEnvFields } from '@app/shared/db';
import { checkDeliveryEnv, deliveryEnvFields, siteEnvFields } from '@app/shared/delivery';
import { z } from 'zod';

const envSchema = z
  .object({
    DATABASE_URL: z.url(),
    REDIS_URL: z.url(),
    /** QUEUE_PREFIX, WORKER_CONCURRENCY, OPENAI_*, LOG_LEVEL, PUBLIC_URL (required with SMTP_URL) and ADMIN_PATH_SECRET. */
    ...sharedEnvFields,
    /** Lock of an active job; a worker that dies is noticed once it lapses and its job runs again. */
    WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
    /** Port of the worker's /metrics, /healthz and /readyz; off when unset (several workers may share a host). */
    WORKER_METRICS_PORT: optionalEnv(z.coerce.number().int().min(0).max(65535)),
    /** Address that port listens on: loopback, unless a scraper or health probe on another host needs it. */
    WORKER_METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
    /** The operator (PROVIDER_*, PRIVACY_*): named in the reports and the visitor's e-mail. */
    ...siteEnvFields,
    ...deliveryEnvFields,
    /** Months contact data is kept (0: for ever) and the statuses that hold it; the workers erase it once that is over. */
    ...contactRetentionEnvFields,
    /** AUDIT_LOG_RETENTION_DAYS: days audit-log entries are kept (default 730, 0: for ever); the workers purge older ones hourly. */
    ...auditLogRetentionEnvFields,
    /**
     * The API's COMPANY_KEY_SECRET: key of the hashed mailboxes in the per-address e-mail cap's
     * Redis keys, the same on every worker, so that a key read from Redis names no address.
     */
    COMPANY_KEY_SECRET: z.string().min(32, 'use at least 32 characters'),
  })
  .superRefine((env, ctx) => {
    checkDeliveryEnv(env, ctx);
    // A worker cannot know the site's address from a request: e-mail links need it spelt out.
    if (env.SMTP_URL && !env.PUBLIC_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'e-mail links need the public address' });
  });

export type WorkerEnv = z.infer<typeof envSchema>;

/** Every variable a worker reads (the deployment files are checked against it). */
export const workerEnvKeys: readonly string[] = Object.keys(envSchema.shape);

export function loadWorkerEnv(source: Record<string, string | undefined>): WorkerEnv {
  return parseEnv(envSchema, source);
}
