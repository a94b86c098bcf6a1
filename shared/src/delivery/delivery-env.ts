import { z } from 'zod';
import { emptyAsUndefined } from '../config/parse-env';
import { defaultDeliveryAttempts, defaultDeliveryBackoffMs } from '../contract/jobs';
import { emailPattern } from '../contract/submit-request';
import type { DeliveryConfig } from './delivery-config';
import { siteInfoFromEnv, type SiteEnv } from './site-env';

const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(emptyAsUndefined, schema.optional());

/** A comma-separated list; blanks between commas are ignored, absent means empty. */
const commaList = <Item extends z.ZodType>(item: Item) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((entry) => entry.trim())
            .filter((entry) => entry !== '')
        : value,
    z.array(item).default([]),
  );

/** `whsec_` and the base64 of at least 24 random bytes, as Standard Webhooks recommends. */
const webhookSecretSchema = z
  .string()
  .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/, 'expected whsec_ followed by base64')
  .refine(
    (secret) => Buffer.from(secret.slice('whsec_'.length), 'base64').length >= 24,
    'use at least 24 random bytes',
  );

/**
 * The e-mail and webhook variables, read alike by the API (embedded mode, where it delivers) and
 * the worker (distributed mode). Check them with checkDeliveryEnv.
 */
export const deliveryEnvFields = {
  /** SMTP server, e.g. smtp://user:pass@mail.example.com:587; e-mails are off without it. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, message: 'expected smtp:// or smtps://' })),
  /** Sender of every e-mail, e.g. "DX診断 <no-reply@example.com>". */
  SMTP_FROM: optional(z.string().max(200).regex(/@/, 'expected an address such as no-reply@example.com')),
  /** Operators told of each new lead by e-mail (comma-separated). */
  LEAD_NOTIFY_EMAILS: commaList(z.string().regex(emailPattern, 'expected e-mail addresses')),
  /** Endpoints told of each new lead by a signed webhook (comma-separated). */
  WEBHOOK_URLS: commaList(z.url({ protocol: /^https?$/, message: 'expected http:// or https:// URLs' })),
  /** Standard Webhooks signing secret (whsec_…). */
  WEBHOOK_SECRET: optional(webhookSecretSchema),
  /** Attempts of one delivery before it is given up. */
  DELIVERY_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(defaultDeliveryAttempts),
  /** Wait after the first failed attempt, doubled after each further one. */
  DELIVERY_BACKOFF_MS: z.coerce.number().int().min(1).default(defaultDeliveryBackoffMs),
  /** Timeout of one SMTP step or one webhook request. */
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** How often messages left pending (their job lost) are queued again. */
  DELIVERY_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** Subject of the visitor's e-mail; 【DX・AI成熟度診断】診断レポートのご案内 when unset. */
  VISITOR_EMAIL_SUBJECT: optional(z.string().trim().min(1).max(100)),
  /** The paragraph after the greeting of the visitor's e-mail (line breaks kept); a default when unset. */
  VISITOR_EMAIL_OPENING: optional(z.string().trim().min(1).max(500)),
};

export interface DeliveryEnv extends SiteEnv {
  SMTP_URL?: string;
  SMTP_FROM?: string;
  LEAD_NOTIFY_EMAILS: string[];
  WEBHOOK_URLS: string[];
  WEBHOOK_SECRET?: string;
  DELIVERY_ATTEMPTS: number;
  DELIVERY_BACKOFF_MS: number;
  DELIVERY_TIMEOUT_MS: number;
  DELIVERY_SWEEP_INTERVAL_MS: number;
  REPORT_LINK_TTL_DAYS: number;
  VISITOR_EMAIL_SUBJECT?: string;
  VISITOR_EMAIL_OPENING?: string;
}

/** The settings that only make sense together (use in a superRefine of the process's schema). */
export function checkDeliveryEnv(
  env: Pick<DeliveryEnv, 'SMTP_URL' | 'SMTP_FROM' | 'LEAD_NOTIFY_EMAILS' | 'WEBHOOK_URLS' | 'WEBHOOK_SECRET'>,
  ctx: z.RefinementCtx,
): void {
  if (env.SMTP_URL && !env.SMTP_FROM)
    ctx.addIssue({ code: 'custom', path: ['SMTP_FROM'], message: 'set the sender together with SMTP_URL' });
  if (env.LEAD_NOTIFY_EMAILS.length > 0 && !env.SMTP_URL)
    ctx.addIssue({ code: 'custom', path: ['LEAD_NOTIFY_EMAILS'], message: 'lead e-mails need SMTP_URL' });
  if (env.WEBHOOK_URLS.length > 0 && !env.WEBHOOK_SECRET)
    ctx.addIssue({ code: 'custom', path: ['WEBHOOK_SECRET'], message: 'webhooks need a signing secret' });
}

/** The admin dashboard URL for a path secret (the SPA's route `/admin/dashboard/<secret>`). */
export function adminDashboardUrl(
  publicUrl: string,
  adminPathSecret: string | undefined,
): string | undefined {
  return adminPathSecret ? `${publicUrl}/admin/dashboard/${adminPathSecret}` : undefined;
}

/** The delivery configuration of a process from its parsed environment. */
export function deliveryConfigFromEnv(
  env: DeliveryEnv,
  site: { publicUrl: string; adminPathSecret?: string },
): DeliveryConfig {
  const publicUrl = site.publicUrl.replace(/\/+$/, '');
  return {
    smtp: env.SMTP_URL && env.SMTP_FROM ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    leadNotifyEmails: env.LEAD_NOTIFY_EMAILS,
    webhooks:
      env.WEBHOOK_URLS.length > 0 && env.WEBHOOK_SECRET
        ? { urls: env.WEBHOOK_URLS, secret: env.WEBHOOK_SECRET }
        : undefined,
    publicUrl,
    adminDashboardUrl: adminDashboardUrl(publicUrl, site.adminPathSecret),
    reportLinkTtlMs: env.REPORT_LINK_TTL_DAYS * 24 * 60 * 60 * 1000,
    site: siteInfoFromEnv(env),
    bookingUrl: env.PROVIDER_BOOKING_URL,
    visitorEmail: { subject: env.VISITOR_EMAIL_SUBJECT, opening: env.VISITOR_EMAIL_OPENING },
    timeoutMs: env.DELIVERY_TIMEOUT_MS,
  };
}
