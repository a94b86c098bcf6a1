import { emptyAsUndefined, parseEnv } from '@app/shared/config';
import { auditLogRetentionEnvFields, contactRetentionEnvFields } from '@app/shared/db';
import { checkDeliveryEnv, deliveryEnvFields, siteEnvFields } from '@app/shared/delivery';
import { z } from 'zod';

const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const envSchema = z
  .object({
    DATABASE_URL: z.url(),
    REDIS_URL: z.url(),
    /** Key prefix of the BullMQ queue in Redis; API and workers must agree. */
    QUEUE_PREFIX: z
      .string()
      .regex(/^[\w-]+$/)
      .default('bull'),
    /** Reports this process writes at once. */
    WORKER_CONCURRENCY: z.coerce.number().int().positive().default(10),
    /** Lock of an active job; a worker that dies is noticed once it lapses and its job runs again. */
    WORKER_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
    /** Port of the worker's /metrics, /healthz and /readyz; off when unset (several workers may share a host). */
    WORKER_METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
    /** Address that port listens on: loopback, unless a scraper or health probe on another host needs it. */
    WORKER_METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
    OPENAI_API_KEY: optional(z.string()),
    OPENAI_BASE_URL: optional(z.url()),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /** Timeout of one model request; after it and one retry the built-in writer takes over. */
    OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(45_000),
    /** The operator (PROVIDER_*, PRIVACY_*): named in the reports and the visitor's e-mail. */
    ...siteEnvFields,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ...deliveryEnvFields,
    /** Months contact data is kept (0: for ever) and the statuses that hold it; the workers erase it once that is over. */
    ...contactRetentionEnvFields,
    /** AUDIT_LOG_RETENTION_DAYS: days audit-log entries are kept (default 730, 0: for ever); the workers purge older ones hourly. */
    ...auditLogRetentionEnvFields,
    /** Public address of the site (https://…): the links in e-mails. Required with SMTP_URL. */
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))),
    /** Days a private report link works; the visitor's e-mail mints one. */
    REPORT_LINK_TTL_DAYS: z.coerce.number().positive().default(90),
    /** Admin path secret (128 hex characters): links the operators' lead e-mail to the dashboard when set. */
    ADMIN_PATH_SECRET: optional(z.string().regex(/^[0-9a-f]{128}$/i, 'expected 128 hex characters')),
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
