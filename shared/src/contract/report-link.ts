import { z } from 'zod';
import { diagnosisResultSchema } from './diagnosis-result';

/** Path prefix of the private report links; the SPA route is `/report/:token`. */
export const reportLinkPathPrefix = '/report/';

/** A link token as issued: 32 random bytes in base64url (43 characters, 256 bits). */
export const reportLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The relative URL of the report page a token opens. */
export function reportLinkPath(token: string): string {
  return `${reportLinkPathPrefix}${token}`;
}

/**
 * Body of a successful POST /api/submit: the SPEC diagnosis result plus `reportUrl`, the private
 * link (relative, `/report/<token>`) at which the visitor can open the report again.
 */
export const submitResponseSchema = diagnosisResultSchema.extend({
  reportUrl: z.string().startsWith(reportLinkPathPrefix).optional(),
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/**
 * Body of a successful GET /api/report/:token: the stored diagnosis result plus `createdAt`, when
 * the report was made (the saved report's 「診断日」), and `expiresAt`, when this link stops opening
 * it (ISO 8601 instants).
 */
export const linkedReportResponseSchema = diagnosisResultSchema.extend({
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /**
   * The company data the diagnosis was taken with (name and the four dropdown codes; never contact
   * data): a second diagnosis started from this report begins with it filled in.
   */
  companyInfo: z
    .object({
      companyName: z.string(),
      establishmentYear: z.string(),
      industry: z.string(),
      companySize: z.string(),
      position: z.string(),
    })
    .optional(),
});
export type LinkedReportResponse = z.infer<typeof linkedReportResponseSchema>;

/** Request header naming one submission attempt; a repeat with the same key answers the same submission. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** An Idempotency-Key value: the SPA sends a UUID v4; any 16–128 token characters are accepted. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{16,128}$/, {
  message: 'Expected 16 to 128 letters, digits or - _ . :',
});
