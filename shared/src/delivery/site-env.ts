import { z } from 'zod';
import { emptyAsUndefined } from '../config/parse-env';
import { defaultPrivacyPolicyDate, type SiteInfo } from '../contract/site-info';
import { providerFromEnv, type ProviderEnv } from '../report/compose-report';

const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(emptyAsUndefined, schema.optional());

/**
 * The variables naming the operator, read alike by the API (footer, policy, embedded e-mails) and
 * the worker (reports and e-mails), so that the visitor sees one name everywhere.
 */
export const siteEnvFields = {
  /** Who the reports name as their author and offer a conversation with (defaults in report-facts.ts). */
  PROVIDER_NAME: optional(z.string().max(100)),
  PROVIDER_CONTACT: optional(z.string().max(300)),
  PROVIDER_BOOKING_URL: optional(z.url({ protocol: /^https?$/ })),
  /**
   * The next step the report's close offers: its format, length in minutes, what the visitor
   * receives and who holds it (defaults in call-to-action.ts).
   */
  PROVIDER_OFFER_FORMAT: optional(z.string().trim().min(1).max(60)),
  PROVIDER_OFFER_MINUTES: optional(z.coerce.number().int().min(10).max(480)),
  PROVIDER_OFFER_DELIVERABLE: optional(z.string().trim().min(1).max(200)),
  PROVIDER_OFFER_DELIVERED_BY: optional(z.string().trim().min(1).max(100)),
  /** The operator's postal address (policy, report, e-mail); omitted when unset. */
  PROVIDER_ADDRESS: optional(z.string().max(200)),
  /** Where visitors ask about their personal data; PROVIDER_CONTACT when unset. */
  PRIVACY_CONTACT: optional(z.string().max(300)),
  /** Effective date of the privacy policy (YYYY-MM-DD). */
  PRIVACY_POLICY_DATE: optional(z.iso.date('expected a date as YYYY-MM-DD')),
};

export interface SiteEnv extends ProviderEnv {
  PROVIDER_ADDRESS?: string;
  PRIVACY_CONTACT?: string;
  PRIVACY_POLICY_DATE?: string;
  SMTP_URL?: string;
}

/** Logs a start-up warning; the API's and the workers' pino loggers fit. */
export interface StartupLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

/**
 * In production (PUBLIC_URL is set) a report whose close says only 「運営事務局までご連絡ください」
 * leads nowhere: warns at start when PROVIDER_CONTACT is unset, naming the other unset provider
 * variables too. Returns whether it warned.
 */
export function warnOnUnsetProvider(env: SiteEnv & { PUBLIC_URL?: string }, logger: StartupLogger): boolean {
  if (!env.PUBLIC_URL || env.PROVIDER_CONTACT) return false;
  const unset = (['PROVIDER_NAME', 'PROVIDER_CONTACT', 'PROVIDER_BOOKING_URL'] as const).filter(
    (key) => !env[key],
  );
  logger.warn(
    { unset },
    'PROVIDER_CONTACT is not set: reports end with a placeholder contact and no way to reach the provider',
  );
  return true;
}

/**
 * Who runs the service (GET /api/site, the report's provider block, the visitor's e-mail). The
 * name and contact are the ones the reports name (providerFromEnv, with the same defaults); the
 * privacy contact falls back to the general one.
 */
export function siteInfoFromEnv(env: SiteEnv): SiteInfo {
  const provider = providerFromEnv(env);
  return {
    operatorName: provider.name,
    operatorAddress: env.PROVIDER_ADDRESS ?? null,
    operatorContact: provider.contact,
    privacyContact: env.PRIVACY_CONTACT ?? provider.contact,
    privacyPolicyDate: env.PRIVACY_POLICY_DATE ?? defaultPrivacyPolicyDate,
    reportEmail: Boolean(env.SMTP_URL),
  };
}
