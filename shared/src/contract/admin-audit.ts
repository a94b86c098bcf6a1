import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { hasOnlySafeCharacters } from './submit-request';

/**
 * What the audit log records: reads and exports of contact data, changes to leads, deletions and
 * erasures, resends, logouts and reads of the audit log itself.
 */
export const adminAuditActions = [
  'list',
  'export',
  'export_reports',
  'export_respondent',
  'update_lead',
  'add_lead_note',
  'delete_respondent',
  'resend_delivery',
  'retention_preview',
  'retention_erasure',
  'logout',
  'audit_list',
] as const;
export type AdminAuditActionName = (typeof adminAuditActions)[number];

/** The actions in the operator's words (the audit-log page). */
export const adminAuditActionLabels: Record<AdminAuditActionName, string> = {
  list: '一覧の閲覧',
  export: 'CSVエクスポート',
  export_reports: '診断結果JSONエクスポート',
  export_respondent: '回答者データのエクスポート',
  update_lead: '対応状況の変更',
  add_lead_note: 'メモの追加',
  delete_respondent: '回答者データの削除',
  resend_delivery: '配信の再送',
  retention_preview: '削除予定の確認',
  retention_erasure: '保存期間による削除',
  logout: 'ログアウト',
  audit_list: '監査ログの閲覧',
};

/** Entries per page the audit-log page asks for, and the most the API answers at once. */
export const defaultAdminAuditPageSize = 50;
export const maxAdminAuditPageSize = 100;

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const day = z.preprocess(blankAsUndefined, calendarDateSchema.optional());

/**
 * Query of GET /api/admin/audit: filters (a lead's number, an operator's username, an action, a
 * period of Tokyo days) and one page, newest first.
 */
export const adminAuditQuerySchema = z
  .object({
    no: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^\d{1,15}$/, 'Expected a positive whole number.')
        .transform(Number)
        .pipe(z.number().int().min(1))
        .optional(),
    ),
    operator: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .trim()
        .max(100)
        .refine(hasOnlySafeCharacters, 'Contains a control character or a lone surrogate.')
        .optional(),
    ),
    action: z.preprocess(
      blankAsUndefined,
      z
        .enum(adminAuditActions, { message: `action must be one of ${adminAuditActions.join(', ')}.` })
        .optional(),
    ),
    /** First Tokyo day included. */
    from: day,
    /** Last Tokyo day included. */
    to: day,
    limit: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^\d{1,3}$/, `Expected a whole number from 1 to ${maxAdminAuditPageSize}.`)
        .transform(Number)
        .pipe(z.number().int().min(1).max(maxAdminAuditPageSize))
        .default(defaultAdminAuditPageSize),
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
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to.',
    path: ['from'],
  });
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/**
 * One audit-log entry as GET /api/admin/audit answers it: who, when, what and on which lead. The
 * log never holds contact data, a note's text or a search's text, so neither does the entry.
 */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  /** The operator's username; null for what the service did itself (the retention sweep). */
  operator: z.string().nullable(),
  action: z.string(),
  /** The lead's number, when the entry concerns one. */
  no: z.number().int().nullable(),
  /** What else was recorded: the filters of a list read, a status change's from and to, … */
  details: z.record(z.string(), z.unknown()),
  /** Rows read or changed. */
  resultCount: z.number().int(),
});
export type AdminAuditEntryRow = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditEntriesSchema = z.array(adminAuditEntrySchema);
