import { z } from 'zod';

/** GET /api/site: what the web app shows about who runs the service. */
export const siteInfoPath = '/api/site';

/** Effective date of the privacy policy text when PRIVACY_POLICY_DATE is not set (embedded demo mode). */
export const defaultPrivacyPolicyDate = '2026-11-23';

/**
 * The operator and its privacy contact (PROVIDER_NAME, PROVIDER_ADDRESS, PROVIDER_CONTACT,
 * PRIVACY_CONTACT, PRIVACY_POLICY_DATE), shown in the footer and the privacy policy.
 */
export const siteInfoSchema = z.object({
  operatorName: z.string(),
  /** Postal address; null when not configured. */
  operatorAddress: z.string().nullable(),
  operatorContact: z.string(),
  /** Where to ask about personal data (disclosure, correction, deletion). */
  privacyContact: z.string(),
  /** Effective date of the privacy policy, YYYY-MM-DD. */
  privacyPolicyDate: z.iso.date(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
