import { isIP } from 'node:net';
import { ConfigError, emptyAsUndefined, optionalEnv, parseEnv, sharedEnvFields } from '@app/shared/config';
import { auditLogRetentionEnvFields, contactRetentionEnvFields } from '@app/shared/db';
import { checkDeliveryEnv, deliveryEnvFields, siteEnvFields } from '@app/shared/delivery';
import { z } from 'zod';
import { adminPasswordProblem } from '../lib/admin-password-policy';
import { parseTokenLifetime } from '../lib/admin-token';

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (address/prefix) or one of Express's named ranges. */
function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

const envSchema = z
  .object({
    /** HTTP port of the API (and of the SPA it serves). */
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Port of the internal /metrics (Prometheus); off when unset. Never published like PORT. */
    METRICS_PORT: optionalEnv(z.coerce.number().int().min(0).max(65535)),
    /** Address the metrics port listens on: loopback, unless a scraper on another host needs it. */
    METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
    /** Time a client has to send the request headers; a slower connection is cut. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    /** Time a client has to send the whole request, body included (408 and closed after it). */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** An idle keep-alive connection is closed after this; keep it above a proxy's idle timeout. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /** Connections open at once; more are refused until some close. */
    HTTP_MAX_CONNECTIONS: z.coerce.number().int().positive().default(1000),
    /** Connections one client address (IPv6: its /64) may hold; not applied with TRUST_PROXY. */
    HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    /** Time a new connection has to start its first request before it is closed. */
    HTTP_FIRST_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /** Folder of the embedded database and generated secrets. */
    DATA_DIR: z.string().default('./data'),
    /** PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
    DATABASE_URL: optionalEnv(z.url()),
    /** Redis for the BullMQ queue; without it reports are written in this process. */
    REDIS_URL: optionalEnv(z.url()),
    /** QUEUE_PREFIX, WORKER_CONCURRENCY, OPENAI_*, LOG_LEVEL, PUBLIC_URL and ADMIN_PATH_SECRET. */
    ...sharedEnvFields,
    /** How long POST /api/submit waits for the report before answering 504. */
    REPORT_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    /** On SIGTERM, how long requests still waiting for a report may take before they are cut. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().nonnegative().default(30_000),
    /** How often unfinished reports are queued again (their job was lost with Redis or a crash). */
    REQUEUE_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
    /** Times a report that failed for good is queued again (with a doubling wait) before it is left to the operator. */
    REQUEUE_MAX_ATTEMPTS: z.coerce.number().int().nonnegative().default(5),
    /** Failed reports of submissions older than this are not queued again. */
    REQUEUE_MAX_AGE_HOURS: z.coerce.number().positive().default(24),
    /** Valid submits one client address may make per window; each costs a model call. An office shares one address. */
    SUBMIT_RATE_LIMIT: z.coerce.number().int().positive().default(40),
    SUBMIT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** Valid submits all addresses together may make per window: a safety budget for the model's cost. */
    SUBMIT_GLOBAL_RATE_LIMIT: z.coerce.number().int().positive().default(120),
    SUBMIT_GLOBAL_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** Percent of the global budget kept for networks with no submit in the per-address window. */
    SUBMIT_GLOBAL_RESERVE_PERCENT: z.coerce.number().int().min(0).max(90).default(25),
    /** Report jobs that may wait for a worker; beyond, a submit is refused at once (429, Retry-After 30). */
    SUBMIT_MAX_QUEUE_WAITING: z.coerce.number().int().positive().default(200),
    /** An identical submission (same normalised body) within this window answers the first one. */
    SUBMIT_DUPLICATE_WINDOW_SECONDS: z.coerce.number().int().nonnegative().default(600),
    /** Report-link reads one client address may make per window. */
    REPORT_VIEW_RATE_LIMIT: z.coerce.number().int().positive().default(300),
    REPORT_VIEW_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** Funnel page views (POST /api/funnel) one client address may report per window; about six per diagnosis. */
    FUNNEL_RATE_LIMIT: z.coerce.number().int().positive().default(60),
    FUNNEL_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** The operator (PROVIDER_*, PRIVACY_*): footer, policy, reports and e-mails. */
    ...siteEnvFields,
    /**
     * E-mail (SMTP_URL, SMTP_FROM, LEAD_NOTIFY_EMAILS) and webhooks (WEBHOOK_URLS, WEBHOOK_SECRET),
     * sent by this process in embedded mode and by the workers in distributed mode.
     */
    ...deliveryEnvFields,
    /**
     * Months contact data is kept (0: for ever) and the follow-up statuses that keep it longer;
     * swept by this process in embedded mode, by the workers otherwise (previewed here in both).
     */
    ...contactRetentionEnvFields,
    /**
     * AUDIT_LOG_RETENTION_DAYS: days audit-log entries are kept (default 730, 0: for ever); purged
     * hourly by this process in embedded mode, by the workers otherwise.
     */
    ...auditLogRetentionEnvFields,
    /**
     * The proxies whose X-Forwarded-For is believed, by address: a comma-separated list of addresses,
     * CIDRs or Express's names (loopback, linklocal, uniquelocal); false when not behind a proxy. A hop
     * count or `true` would believe the header from anyone who reaches the port.
     */
    TRUST_PROXY: z.preprocess(
      (value) =>
        value === undefined || value === '' || value === 'false'
          ? false
          : String(value)
              .split(',')
              .map((entry) => entry.trim())
              .filter((entry) => entry !== ''),
      z.union([
        z.literal(false),
        z
          .array(
            z.string().refine(isProxyAddress, {
              message:
                'name the proxy by address or CIDR (e.g. 127.0.0.1, 10.0.0.0/8 or loopback), not a hop count',
            }),
          )
          .min(1),
      ]),
    ),
    /** Folder of the built SPA; served when it exists. */
    STATIC_DIR: z.string().default('frontend/dist'),
    /** Signing key of admin tokens (HS256); required in distributed mode, generated under DATA_DIR otherwise. */
    JWT_SECRET: optionalEnv(z.string().min(32, 'use at least 32 characters')),
    /**
     * Key of the company keys' HMAC (the peer benchmark's keyed hashes of company name and domain);
     * required in distributed mode and the same on every API process, generated under DATA_DIR otherwise.
     */
    COMPANY_KEY_SECRET: optionalEnv(z.string().min(32, 'use at least 32 characters')),
    /** Lifetime of admin tokens: whole seconds or a span in s, m, h or d. */
    JWT_EXPIRES_IN: z.preprocess(emptyAsUndefined, z.string().default('8h')).transform((value, ctx) => {
      const lifetime = parseTokenLifetime(value);
      if (lifetime === null)
        ctx.addIssue({ code: 'custom', message: 'expected seconds or a span such as 8h' });
      return lifetime ?? 0;
    }),
    /**
     * Embedded mode: operator account created (or given this password) at start; set both or
     * neither. The password must pass the admin password policy (length, common passwords).
     */
    ADMIN_USERNAME: optionalEnv(z.string().trim().min(1).max(100)),
    ADMIN_PASSWORD: optionalEnv(z.string()),
    /**
     * Key of the operators' TOTP secrets (second factor), encrypted in the database under it. Needed
     * in distributed mode once an operator enrolls (the same on every API process and for
     * `admin:create`); generated under DATA_DIR otherwise. Changing it makes enrolled factors unreadable.
     */
    ADMIN_TOTP_KEY: optionalEnv(z.string().min(32, 'use at least 32 characters')),
    /** true: an operator without an enrolled second factor (`admin:create --totp`) cannot log in. */
    ADMIN_TOTP_REQUIRED: z.preprocess(emptyAsUndefined, z.stringbool().default(false)),
  })
  .refine((env) => Boolean(env.ADMIN_USERNAME) === Boolean(env.ADMIN_PASSWORD), {
    message: 'set ADMIN_USERNAME and ADMIN_PASSWORD together',
    path: ['ADMIN_PASSWORD'],
  })
  .superRefine((env, ctx) => {
    const problem = env.ADMIN_PASSWORD && adminPasswordProblem(env.ADMIN_PASSWORD, env.ADMIN_USERNAME);
    if (problem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
  })
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_MS <= env.HTTP_REQUEST_TIMEOUT_MS, {
    message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
  })
  .refine((env) => !env.REDIS_URL || env.DATABASE_URL, {
    message: 'REDIS_URL needs DATABASE_URL: workers cannot reach the embedded database',
    path: ['DATABASE_URL'],
  })
  .superRefine(checkDeliveryEnv);

export type ApiEnv = z.infer<typeof envSchema>;

/** Each variable's schema, for the scripts that read some of the API's settings (admin:create). */
export const apiEnvFields = envSchema.shape;

/** Every variable the API reads (the deployment files are checked against it). */
export const apiEnvKeys: readonly string[] = Object.keys(apiEnvFields);

/** Reads the API's configuration; `distributed` makes DATABASE_URL and REDIS_URL mandatory. */
export function loadApiEnv(
  source: Record<string, string | undefined>,
  options: { distributed: boolean },
): ApiEnv {
  const schema = options.distributed
    ? envSchema.refine((env) => env.DATABASE_URL && env.REDIS_URL, {
        message: 'start:api runs the distributed mode: set both DATABASE_URL and REDIS_URL',
        path: ['REDIS_URL'],
      })
    : envSchema;
  return parseEnv(schema, source);
}

/**
 * A serving process in distributed mode refuses to start without JWT_SECRET and COMPANY_KEY_SECRET:
 * every API process must verify the tokens the others issued and key companies alike. (startApiServer
 * alone, as tests use it, falls back to keys of its own.)
 */
export function assertSharedSecretsForDistributedMode(env: ApiEnv): void {
  if (!env.REDIS_URL) return;
  const missing = (['JWT_SECRET', 'COMPANY_KEY_SECRET'] as const).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing
        .map(
          (name) =>
            `  ${name}: required in distributed mode (REDIS_URL is set), the same on every API process`,
        )
        .join('\n')}`,
    );
  }
}
