import { z } from 'zod';
import { hasOnlySafeCharacters, unsafeCharacterMessage } from './submit-request';

/** The operator's follow-up of a lead: 未対応 / 対応中 / 商談化 / 成約 / 対象外. */
export const leadStatuses = ['new', 'in_progress', 'negotiating', 'won', 'out_of_scope'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusSchema = z.enum(leadStatuses);

/** Where a lead's follow-up stands, in the operator's words. */
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: '未対応',
  in_progress: '対応中',
  negotiating: '商談化',
  won: '成約',
  out_of_scope: '対象外',
};

/** Longest operator note on one lead. */
export const leadNoteMaxLength = 2000;

/** Body of PATCH /api/admin/responses/:no: a new follow-up status, a new note, or both. */
export const updateLeadBodySchema = z
  .strictObject({
    status: leadStatusSchema.optional(),
    note: z.string().max(leadNoteMaxLength).refine(hasOnlySafeCharacters, unsafeCharacterMessage).optional(),
  })
  .refine((body) => body.status !== undefined || body.note !== undefined, {
    message: 'Send status, note or both.',
  });
export type UpdateLeadBody = z.infer<typeof updateLeadBodySchema>;

/** The `:no` of /api/admin/responses/:no: a response's sequential number. */
export const responseNoParamSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'Expected a positive whole number.')
  .transform(Number)
  .pipe(z.number().int().min(1));

/** What the retention rule leaves as the company name of a response whose contact data it removed. */
export const erasedCompanyName = '（削除済み）';
