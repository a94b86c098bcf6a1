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

/** A note's text: not blank, at most leadNoteMaxLength characters, no control characters. */
const leadNoteBodySchema = z
  .string()
  .max(leadNoteMaxLength)
  .refine((text) => text.trim() !== '', 'A note must not be blank.')
  .refine(hasOnlySafeCharacters, unsafeCharacterMessage);

/** The version a PATCH must name: the row's `leadVersion` as the operator saw it. */
const leadVersionSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? 'Send version: the leadVersion of the row you saw, so that another operator’s change is not overwritten.'
        : 'version must be a whole number from 0 (the row’s leadVersion).',
  })
  .int('version must be a whole number from 0 (the row’s leadVersion).')
  .min(0, 'version must be a whole number from 0 (the row’s leadVersion).');

/**
 * Body of PATCH /api/admin/responses/:no: a new follow-up status, a note to add, a new owner, with the
 * `version` (the row's leadVersion) the change was made on; a stale version answers 409 `conflict`.
 * `note` is appended as a new note (as POST …/notes does), never overwrites one.
 */
export const updateLeadBodySchema = z
  .strictObject({
    version: leadVersionSchema,
    status: leadStatusSchema.optional(),
    note: leadNoteBodySchema.optional(),
    /** Beyond the first workflow: the operator id to own the lead, or null for nobody. */
    owner: z.uuid({ message: 'owner must be an operator id or null.' }).nullable().optional(),
  })
  .refine((body) => body.status !== undefined || body.note !== undefined || body.owner !== undefined, {
    message: 'Send status, note, owner or several of them.',
  });
export type UpdateLeadBody = z.infer<typeof updateLeadBodySchema>;

/** Body of POST /api/admin/responses/:no/notes: the note to add. */
export const addLeadNoteBodySchema = z.strictObject({ body: leadNoteBodySchema });
export type AddLeadNoteBody = z.infer<typeof addLeadNoteBodySchema>;

/** What the notes list calls the single note kept before notes had authors. */
export const legacyLeadNoteAuthorLabel = '以前のメモ';

/** One note on a lead (POST answers it, GET lists them newest first). */
export const leadNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The author's username; null for the note of before (「以前のメモ」) or a removed operator. */
  author: z.string().nullable(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;
export const leadNotesSchema = z.array(leadNoteSchema);

/** The `:no` of /api/admin/responses/:no: a response's sequential number. */
export const responseNoParamSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'Expected a positive whole number.')
  .transform(Number)
  .pipe(z.number().int().min(1));

/** What the retention rule leaves as the company name of a response whose contact data it removed. */
export const erasedCompanyName = '（削除済み）';
