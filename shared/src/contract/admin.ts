import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import {
  acquisitionSourceSchema,
  fitReasonSchema,
  leadOwnerSchema,
  utmValueMaxLength,
} from './lead-insights';
import { leadStatusSchema, leadStatuses } from './lead-workflow';
import { hasOnlySafeCharacters } from './submit-request';

const noControlCharacters = [
  hasOnlySafeCharacters,
  'Contains a control character or a lone surrogate.',
] as const;

/** Page sizes the admin list offers (SPEC §9). */
export const adminPageSizes = [10, 20, 30, 40, 50] as const;
export type AdminPageSize = (typeof adminPageSizes)[number];
/** Page size used when the request names none (SPEC §7). */
export const defaultAdminPageSize: AdminPageSize = 10;
/** Response header carrying the number of rows matching the filters, beyond the SPEC array body. */
export const totalCountHeader = 'X-Total-Count';
/** Set to `true` when X-Total-Count is the count cap: at least that many responses match. */
export const totalCountCappedHeader = 'X-Total-Count-Capped';

/**
 * What an operator may do (beyond SPEC): `admin` everything; `member` reads the list and the
 * reports and follows leads up (status, notes, resends), but deletes no respondent, exports no
 * list, opens no queue dashboard and manages no operators.
 */
export const adminRoles = ['admin', 'member'] as const;
export const adminRoleSchema = z.enum(adminRoles);
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** Body of GET /api/admin/me, and `operator` of a login: who is signed in, so the UI hides what their role cannot do. */
export const adminOperatorSchema = z.object({
  username: z.string(),
  role: adminRoleSchema,
});
export type AdminOperator = z.infer<typeof adminOperatorSchema>;

/** Body of a successful POST /api/admin/login (DESIGN §6). */
export const adminLoginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
  /**
   * Beyond SPEC: who signed in and their role; the API always sends it, optional so that the SPEC's
   * three fields alone still parse (GET /api/admin/me answers the same for a stored token).
   */
  operator: adminOperatorSchema.optional(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** Form fields of POST /api/admin/login. */
export const adminLoginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine(...noControlCharacters),
  password: z.string().min(1).max(1000),
  /**
   * Beyond SPEC: the 6-digit TOTP code of an operator with a second factor; ignored for one
   * without. Spaces are dropped (apps show `123 456`); an empty field counts as absent.
   */
  code: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '') || undefined : value),
    z
      .string()
      .regex(/^\d{6}$/, 'Expected 6 digits.')
      .optional(),
  ),
});

// SPEC §7: parameters are sent only when non-empty, so an empty value means "no filter".
const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const listNumber = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .regex(/^\d{1,15}$/, 'Expected a positive whole number.')
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional(),
);

/** Longest search box or company-name entry. */
const searchMaxLength = 200;
const searchText = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .trim()
    .max(searchMaxLength)
    .refine(...noControlCharacters)
    .optional(),
);

/** The owner filter's value for leads nobody follows up yet. */
export const noOwnerFilter = 'none';

const filterFields = {
  /**
   * Beyond SPEC: one search box over company, name, e-mail and phone, blind to width, kana and
   * common kanji variants (ＡＢＣ, ﾐﾗｲ, 髙); a phone number matches by its digits.
   */
  q: searchText,
  /** Partial, case-insensitive match on the company name. */
  companyName: searchText,
  /** The calendar day (Asia/Tokyo) the response was submitted. */
  timestamp: z.preprocess(blankAsUndefined, calendarDateSchema.optional()),
  noFrom: listNumber,
  noTo: listNumber,
  /** Beyond SPEC: one or several follow-up statuses, repeated or comma-separated. */
  leadStatus: z.preprocess(
    (value) => {
      const parts = (Array.isArray(value) ? value : [value])
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
        .map((part) => (typeof part === 'string' ? part.trim() : part))
        .filter((part) => part !== '' && part !== undefined);
      return parts.length === 0 ? undefined : [...new Set(parts)];
    },
    z
      .array(leadStatusSchema, {
        message: `leadStatus must be one or several of ${leadStatuses.join(', ')}.`,
      })
      .optional(),
  ),
  /** Beyond SPEC: an exact utm_source (as stored, case-sensitive). */
  source: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .trim()
      .max(utmValueMaxLength)
      .refine(...noControlCharacters)
      .optional(),
  ),
  /** Beyond SPEC: the owning operator's id, or `none` for leads without an owner. */
  owner: z.preprocess(
    blankAsUndefined,
    z
      .union([z.literal(noOwnerFilter), z.uuid()], { message: 'owner must be an operator id or none.' })
      .optional(),
  ),
};

const orderedRange = {
  check: (filters: { noFrom?: number; noTo?: number }) =>
    filters.noFrom === undefined || filters.noTo === undefined || filters.noFrom <= filters.noTo,
  params: { message: 'noFrom must not be greater than noTo.', path: ['noFrom'] },
};

/** Filters of the admin list and its CSV export (SPEC §7, DESIGN §6). */
export const adminResponseFiltersSchema = z
  .object(filterFields)
  .refine(orderedRange.check, orderedRange.params);
export type AdminResponseFilters = z.infer<typeof adminResponseFiltersSchema>;

/** Columns the admin list can be sorted by (beyond SPEC): number, submission time, score, level, fit score. */
export const adminSortKeys = ['no', 'timestamp', 'score', 'level', 'fit'] as const;
export type AdminSortKey = (typeof adminSortKeys)[number];
export const adminSortOrders = ['asc', 'desc'] as const;
export type AdminSortOrder = (typeof adminSortOrders)[number];

/** Query of GET /api/admin/data: the filters plus one page and its order (`offset`, `sort`, `order` go beyond SPEC). */
export const adminDataQuerySchema = z
  .object({
    ...filterFields,
    /** Absent: newest first (by number), as SPEC shows the list. */
    sort: z.preprocess(
      blankAsUndefined,
      z.enum(adminSortKeys, { message: 'sort must be no, timestamp, score, level or fit.' }).optional(),
    ),
    /** Absent: descending. */
    order: z.preprocess(
      blankAsUndefined,
      z.enum(adminSortOrders, { message: 'order must be asc or desc.' }).optional(),
    ),
    limit: z.preprocess(
      blankAsUndefined,
      z
        .enum(adminPageSizes.map(String) as [string, ...string[]], {
          message: 'limit must be 10, 20, 30, 40 or 50.',
        })
        .default(String(defaultAdminPageSize))
        .transform((value) => Number(value) as AdminPageSize),
    ),
    offset: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^\d{1,9}$/, 'Expected a whole number from 0.')
        .transform(Number)
        .default(0),
    ),
  })
  .refine(orderedRange.check, orderedRange.params);
export type AdminDataQuery = z.infer<typeof adminDataQuerySchema>;

/** Where a submission's report stands: waiting, being written, written, or failed (maybe queued again). */
export const submissionStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed']);
export type SubmissionStatusValue = z.infer<typeof submissionStatusSchema>;

/** Who wrote a report, as the operator reads it: the language model, the built-in writer, or the fallback. */
export const reportWriterLabels = { llm: 'AI', builtin: '定型', fallback: '代替' } as const;

/** Where a report stands, in the operator's words. */
export const submissionStatusLabels: Record<SubmissionStatusValue, string> = {
  pending: '作成待ち',
  processing: '作成中',
  completed: '作成済み',
  failed: '作成失敗',
};

/** One row of GET /api/admin/data (SPEC §3, plus the report's status beyond SPEC). */
export const adminResponseRowSchema = z.object({
  no: z.number().int(),
  /** ISO 8601 instant of the submission. */
  timestamp: z.string(),
  companyName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The stored DiagnosisResult as a JSON string, or null while no report exists. */
  diagnosisResult: z.string().nullable(),
  /** Beyond SPEC: where the report stands, so an operator sees leads still without one. */
  status: submissionStatusSchema.optional(),
  /** Beyond SPEC: how often the report job was queued again after failing for good. */
  requeueCount: z.number().int().min(0).optional(),
  /** Beyond SPEC: the scored maturity level 1–5, null while no report is scored. */
  level: z.number().int().min(1).max(5).nullable().optional(),
  /** Beyond SPEC: the capability score 0–100, null while no report is scored. */
  score: z.number().nullable().optional(),
  /** Beyond SPEC: the stored dropdown codes (labels in `@app/shared/questionnaire`). */
  industry: z.string().optional(),
  companySize: z.string().optional(),
  position: z.string().nullable().optional(),
  establishmentYear: z.string().nullable().optional(),
  /** Beyond SPEC: who wrote the report (model, built-in writer, fallback after a model failure). */
  writer: z.enum(['llm', 'builtin', 'fallback']).nullable().optional(),
  /** Beyond SPEC: the answers q1–q10 as stored (a letter, or the E text). */
  answers: z.record(z.string(), z.string()).optional(),
  /** Beyond SPEC: the free-text answers keyed issue, expectation, support. */
  freeText: z.record(z.string(), z.string()).optional(),
  /** Beyond SPEC: the questionnaire version answered, to show the wording the visitor saw. */
  questionnaireVersion: z.string().optional(),
  /** Beyond SPEC: where the operator's follow-up stands (`status` is the report's). */
  leadStatus: leadStatusSchema.optional(),
  /** Beyond SPEC: the text of the lead's latest note ('' without any); all notes: GET …/notes. */
  leadNote: z.string().optional(),
  /**
   * Beyond SPEC: raised by every status change; a PATCH of the lead sends it back as `version`,
   * and answers 409 when another operator changed the status meanwhile.
   */
  leadVersion: z.number().int().min(0).optional(),
  /** Beyond SPEC: ISO 8601 instant of the last follow-up change, null before any. */
  leadUpdatedAt: z.string().nullable().optional(),
  /** Beyond SPEC: ISO 8601 instant the retention rule removed the contact data, null while it is held. */
  contactErasedAt: z.string().nullable().optional(),
  /** Beyond SPEC: one of the lead's e-mails or webhooks was given up (GET /api/admin/deliveries/failed). */
  deliveryFailed: z.boolean().optional(),
  /**
   * Beyond SPEC: a second diagnosis names the `no` of the earlier one it follows (linked through the
   * earlier report's private link, never by e-mail or company name); null for a first diagnosis.
   */
  previousNo: z.number().int().nullable().optional(),
  /** Beyond SPEC: where the visit came from (UTM parameters, referrer host); null when unknown. */
  source: acquisitionSourceSchema.nullable().optional(),
  /** Beyond SPEC: the fit score 0–100 (which lead to call first); null for rows stored before it. */
  fitScore: z.number().int().min(0).max(100).nullable().optional(),
  /** Beyond SPEC: each fit factor's points and the reason, in Japanese. */
  fitReasons: z.array(fitReasonSchema).nullable().optional(),
  /** Beyond SPEC: the operator following the lead up; null while nobody is. */
  owner: leadOwnerSchema.nullable().optional(),
});
export type AdminResponseRow = z.infer<typeof adminResponseRowSchema>;
