import { z } from 'zod';

/** Longest UTM value kept; longer ones are cut by the page and refused (400) by the API. */
export const utmValueMaxLength = 200;

// Printable text only: a UTM value is shown to operators and filtered on, never interpreted.
const utmValue = z
  .string()
  .trim()
  .min(1)
  .max(utmValueMaxLength)
  // No control character (tabs and line breaks included) and no lone surrogate half.
  .regex(/^[^\p{Cc}\p{Cs}]*$/u, 'Contains a control character or a lone surrogate.');

/** A host name as the URL standard gives it (lower case, punycode), without port, path or query. */
export const referrerHostPattern =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Where a visit came from, taken on its first page view (no cookie, no identifier: kept in the
 * tab's sessionStorage and sent with the submit): the UTM parameters of the landing URL and the
 * host (never the path or query) of the page that linked to it. Unknown keys are dropped.
 */
export const acquisitionSourceSchema = z.object({
  utmSource: utmValue.optional(),
  utmMedium: utmValue.optional(),
  utmCampaign: utmValue.optional(),
  utmTerm: utmValue.optional(),
  utmContent: utmValue.optional(),
  referrerHost: z
    .string()
    .trim()
    .toLowerCase()
    .regex(referrerHostPattern, 'Expected a host name only (no scheme, port or path).')
    .optional(),
});
export type AcquisitionSource = z.infer<typeof acquisitionSourceSchema>;

/** The keys of a source with the UTM parameter each one comes from. */
export const acquisitionSourceParams = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const satisfies Record<Exclude<keyof AcquisitionSource, 'referrerHost'>, string>;

/** The factors of the fit score, in the order the dialog lists them. */
export const fitFactors = ['urgency', 'investment', 'companySize', 'position', 'consultation'] as const;
export type FitFactor = (typeof fitFactors)[number];

/** What the operator reads for each factor. */
export const fitFactorLabels: Record<FitFactor, string> = {
  urgency: '緊急度',
  investment: '投資姿勢',
  companySize: '企業規模',
  position: '回答者の役職',
  consultation: '相談の希望',
};

/** One factor's share of a lead's fit score and why, in Japanese. */
export const fitReasonSchema = z.object({
  factor: z.enum(fitFactors),
  points: z.number().int().min(0),
  max: z.number().int().min(0),
  reason: z.string(),
});
export type FitReason = z.infer<typeof fitReasonSchema>;

/** An operator a lead can be assigned to (GET /api/admin/operators; enabled operators only). */
export const leadOwnerSchema = z.object({ id: z.string(), username: z.string() });
export type LeadOwner = z.infer<typeof leadOwnerSchema>;
export const leadOwnersSchema = z.array(leadOwnerSchema);

/** One line of the overview's 「流入元」: a utm_source, else a referrer host, else 直接・不明. */
export const sourceCountSchema = z.object({
  /** `utm:<utm_source>`, `ref:<host>`, `direct` (neither), or `other` (beyond the top 10). */
  key: z.string(),
  label: z.string(),
  count: z.number().int().min(0),
});
export type SourceCount = z.infer<typeof sourceCountSchema>;
