import { z } from 'zod';

/** GET /api/site: what the web app shows about who runs the service. */
export const siteInfoPath = '/api/site';

/** Effective date of the privacy policy text when PRIVACY_POLICY_DATE is not set (embedded demo mode). */
export const defaultPrivacyPolicyDate = '2026-11-23';

/**
 * The operator and its privacy contact (PROVIDER_NAME, PROVIDER_ADDRESS, PROVIDER_CONTACT,
 * PRIVACY_CONTACT, PRIVACY_POLICY_DATE), shown in the footer, the privacy policy, the report and
 * the visitor's e-mail; and whether that e-mail is sent at all.
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
  /** The visitor is e-mailed a link to their report (SMTP_URL is set); the URL itself is never shown. */
  reportEmail: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** One labelled line about the operator, as the report's provider block and the e-mail print it. */
export interface OperatorDetailLine {
  label: string;
  value: string;
}

/** 「2026年4月1日」 from 2026-04-01; the text itself when it is not such a date. */
export function formatJapaneseDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${year}年${Number(month)}月${Number(day)}日`;
}

/**
 * The lines below the operator's name in the report and the visitor's e-mail: address, contact,
 * and where to ask about personal data with the date of the policy. A value that is not configured
 * has no line; a privacy contact that is the general contact shares its line.
 */
export function operatorDetailLines(site: SiteInfo): OperatorDetailLine[] {
  const policy = `個人情報の取り扱い（${formatJapaneseDate(site.privacyPolicyDate)}改定）`;
  const address = site.operatorAddress?.trim() ?? '';
  const contact = site.operatorContact.trim();
  const privacy = site.privacyContact.trim();
  const lines: OperatorDetailLine[] =
    privacy === contact
      ? [
          { label: '所在地', value: address },
          { label: `お問い合わせ・${policy}`, value: contact },
        ]
      : [
          { label: '所在地', value: address },
          { label: 'お問い合わせ', value: contact },
          { label: policy, value: privacy },
        ];
  return lines.filter((line) => line.value !== '');
}
