import { z } from 'zod';
import { isAdminPathSecretFormat } from '../contract/admin-path-secret';
import { emptyAsUndefined } from './parse-env';

/** An optional variable: an empty value (`FOO=` in a .env file) counts as unset. */
export const optionalEnv = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(emptyAsUndefined, schema.optional());

/**
 * The variables the API and the workers both read, each defined here once: the report queue, the
 * model, the log level and the addresses links are made of.
 */
export const sharedEnvFields = {
  /** Key prefix of the BullMQ queue in Redis; API and workers must agree. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('bull'),
  /** Reports a process writes at once: a worker, or the API's in-process runner (embedded mode). */
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(10),
  /** The model's key; without it the built-in writer writes every report. */
  OPENAI_API_KEY: optionalEnv(z.string()),
  OPENAI_BASE_URL: optionalEnv(z.url()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Timeout of one model request; after it and one retry the built-in writer takes over. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().positive().default(45_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Public address of the site (https://…), for the sitemap, the share previews and the links in
   * e-mails. The API takes the request's own (e-mails: http://localhost:PORT) when unset; a worker
   * needs it to send e-mail.
   */
  PUBLIC_URL: optionalEnv(z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''))),
  /**
   * Admin path segment the SPA was built with (128 hex characters): the API prints the admin URL
   * with it, a worker links the operators' lead e-mail to the dashboard.
   */
  ADMIN_PATH_SECRET: optionalEnv(z.string().refine(isAdminPathSecretFormat, 'expected 128 hex characters')),
  /**
   * Days a private report link (/report/<token>) works: the API's from the submit, a worker's in the
   * visitor's e-mail. Long enough for the second diagnosis the report offers after six months.
   */
  REPORT_LINK_TTL_DAYS: z.coerce.number().positive().default(200),
};
