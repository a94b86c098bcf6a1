import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import {
  adminRoles,
  leadStatuses,
  type AcquisitionSource,
  type CompanyInfo,
  type FitReason,
  type DiagnosisResult,
  type FreeText,
  type LeadEventSnapshot,
  type ReportScores,
  leadWebhookEvents,
} from '../contract';

export const submissionStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export const reportWriters = ['llm', 'builtin', 'fallback'] as const;
// Defined in the contract, which the browser reads too.
export { leadStatuses, type LeadStatus } from '../contract';
export type ReportWriterKind = (typeof reportWriters)[number];

/**
 * The company a submission counts for in the peer benchmark: its corporate mail domain, else its
 * normalised name (both as keyed hashes), else the row itself (erased rows, whose keys went with the
 * contact data, and rows not keyed yet). The peer index is built on this very expression, so
 * queries must use it unchanged.
 */
export function peerCompanyKey(columns: {
  id: PgColumn;
  companyNameKey: PgColumn;
  emailDomainKey: PgColumn;
}) {
  return sql<string>`coalesce('d:' || ${columns.emailDomainKey}, 'n:' || ${columns.companyNameKey}, 'id:' || ${columns.id}::text)`;
}

/** One questionnaire answered by a visitor, with the report once a worker has written it. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    no: bigint('no', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    companyName: text('company_name').notNull(),
    /**
     * Keyed hash of companyIdentity().nameKey (the name without legal form, spaces or punctuation),
     * see company-key-hasher.ts; null once the contact data is erased.
     */
    companyNameKey: text('company_name_key'),
    industry: text('industry').notNull(),
    companySize: text('company_size').notNull(),
    companyInfo: jsonb('company_info').$type<CompanyInfo>().notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    freeText: jsonb('free_text').$type<FreeText>().notNull(),
    questionnaireVersion: text('questionnaire_version').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    /** Keyed hash of companyIdentity().domainKey (the e-mail's domain unless free or carrier mail); null once erased. */
    emailDomainKey: text('email_domain_key'),
    phone: text('phone').notNull(),
    status: text('status', { enum: submissionStatuses }).notNull().default('pending'),
    scores: jsonb('scores').$type<ReportScores>(),
    result: jsonb('result').$type<DiagnosisResult>(),
    writer: text('writer', { enum: reportWriters }),
    model: text('model'),
    tokens: integer('tokens'),
    /** Time spent waiting for the language model, when one was asked. */
    modelMs: integer('model_ms'),
    /** Why the model's answer was not used (timeout, rate_limited, …) when the fallback wrote the report. */
    modelError: text('model_error'),
    reportMs: integer('report_ms'),
    error: text('error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The browser's Idempotency-Key header: one submission per key (DESIGN §7b). */
    idempotencyKey: text('idempotency_key').unique(),
    /** SHA-256 of the normalised request body: an identical resubmission within the window is recognised. */
    requestHash: text('request_hash'),
    /** How often the report job was queued again after failing for good (bounded by the requeue loop). */
    requeueCount: integer('requeue_count').notNull().default(0),
    /** When the report last failed for good; the requeue loop waits longer after each try. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Where the operator's follow-up stands; changes are written to the audit log. */
    leadStatus: text('lead_status', { enum: leadStatuses }).notNull().default('new'),
    /**
     * The operator's single note of before lead_notes (migration 0014 copied every non-empty one
     * there); no longer written, kept for now so that an older process still reads a value, and
     * emptied by the retention sweep like any contact data.
     */
    leadNote: text('lead_note').notNull().default(''),
    leadUpdatedAt: timestamp('lead_updated_at', { withTimezone: true }),
    /**
     * Raised by every change of the lead's follow-up status: a PATCH names the version it saw, and a
     * stale one is refused (409) instead of overwriting another operator's change.
     */
    leadVersion: integer('lead_version').notNull().default(0),
    /** When the retention rule removed the contact data; the anonymous scores stay for the benchmark. */
    contactErasedAt: timestamp('contact_erased_at', { withTimezone: true }),
    /**
     * searchTextOf() the contact data (search-text.ts), what the admin search box matches; null until
     * filled (rows stored before it existed are filled at the API's start) and once erased.
     */
    searchText: text('search_text'),
    /**
     * The earlier diagnosis this one follows (a second diagnosis started from the earlier report's
     * private link, whose token the submit carried); null for a first diagnosis, and once the
     * earlier submission is deleted. Never set by matching e-mail or company name.
     */
    previousSubmissionId: uuid('previous_submission_id').references((): AnyPgColumn => submissions.id, {
      onDelete: 'set null',
    }),
    /**
     * Where the visit came from (UTM parameters, the referrer's host), taken on its first page view
     * and sent with the submit; null when the page sent none (or before it was collected).
     */
    source: jsonb('source').$type<AcquisitionSource>(),
    /** The fit score 0–100 computed at submit (shared/src/leads); null for rows stored before it existed. */
    fitScore: integer('fit_score'),
    /** The points of each fit factor with the reason, as the dialog shows them. */
    fitReasons: jsonb('fit_reasons').$type<FitReason[]>(),
    /** The operator following the lead up; null while nobody is, and once that operator is removed. */
    ownerAdminId: uuid('owner_admin_id').references((): AnyPgColumn => admins.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('submissions_created_at_idx').on(table.createdAt),
    // The list's owner filter (and 「担当なし」 through the null entries), newest first.
    index('submissions_owner_idx').on(table.ownerAdminId, table.no),
    // The list's source filter, an exact utm_source, newest first.
    index('submissions_utm_source_idx').on(sql`(${table.source}->>'utmSource')`, table.no),
    // Deleting a respondent's submission sets its followers' link to null: found through this index.
    index('submissions_previous_submission_id_idx')
      .on(table.previousSubmissionId)
      .where(sql`${table.previousSubmissionId} is not null`),
    index('submissions_lead_status_idx').on(table.leadStatus, table.createdAt),
    // The retention sweep reads rows whose contact data is still held, oldest first.
    index('submissions_contact_held_idx')
      .on(table.createdAt)
      .where(sql`${table.contactErasedAt} is null`),
    index('submissions_request_hash_idx').on(table.requestHash, table.createdAt),
    // The requeue loop reads failed submissions only: a small partial index.
    index('submissions_failed_idx')
      .on(table.failedAt)
      .where(sql`${table.status} = 'failed'`),
    // Trigram index: the admin list filters by partial, case-insensitive company name (ILIKE).
    index('submissions_company_name_trgm_idx').using('gin', table.companyName.op('gin_trgm_ops')),
    // Searches of one or two characters, which trigrams cannot serve (migration 0003 defines the function).
    index('submissions_company_name_grams_idx').using('gin', sql`dx_name_grams(${table.companyName})`),
    // The search box: trigrams from three characters on, 1- and 2-character grams below (as for company_name).
    index('submissions_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('submissions_search_text_grams_idx').using('gin', sql`dx_name_grams(${table.searchText})`),
    // Peer benchmark: completed submissions of one industry and size band, each company's latest first,
    // so the one-row-per-company scan reads the index in order without sorting.
    index('submissions_peer_company_idx')
      .on(table.industry, table.companySize, peerCompanyKey(table), table.no.desc())
      .where(sql`${table.status} = 'completed'`),
  ],
);

/**
 * Private links to a stored report (`/report/<token>`). Only the SHA-256 of the token is kept, so
 * the table cannot be turned back into links; a submission may have several (each repeat of a
 * submit gets its own), and none is ever replaced.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    /** Hex SHA-256 of the token's base64url text. */
    tokenHash: text('token_hash').primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('report_links_submission_id_idx').on(table.submissionId)],
);

export const outboxKinds = ['visitor_report_email', 'lead_email', 'lead_webhook'] as const;
export type OutboxKind = (typeof outboxKinds)[number];
export const outboxStatuses = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * The predicate of the messages written with a completed report (e-mails and `lead.created`):
 * the unique index's, which an insert's ON CONFLICT must repeat.
 */
export function reportMessage(event: PgColumn) {
  return sql`(${event} is null or ${event} = 'lead.created')`;
}

/**
 * Messages to send once a report exists (DESIGN §7b), and the webhooks of what operators do to a
 * lead afterwards: written in the transaction that stores the report or the change, then delivered
 * one job per row. A row holds no personal data of its own: addresses and contact data are read
 * from the submission (and the configuration) when the message is sent; the body of a `lead.updated`
 * or `lead.deleted` webhook is taken when it happens and holds identifiers and statuses only.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The lead the message is about. Deleting the lead deletes the messages built from it (e-mails,
     * `lead.created`) and sets this null on its event webhooks, which carry their own body.
     */
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    /** The webhook URL of a `lead_webhook`; empty for e-mails, whose recipients are read when sending. */
    target: text('target').notNull().default(''),
    /** The event of a `lead_webhook` (its payload's `type`); null for e-mails. */
    event: text('event', { enum: leadWebhookEvents }),
    /**
     * The body of a `lead.updated` or `lead.deleted` webhook, taken when it happened (json, not
     * jsonb: sent as written, keys in order); null when the body is built at sending.
     */
    payload: json('payload').$type<LeadEventSnapshot>(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    /** Delivery attempts started so far (a crashed attempt counts). */
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed, as a generic reason (`smtp_temporary`, `webhook_http_500`, …). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // The messages a completed report brings: a re-run of the report job, or two racing runs, adds
    // none twice. lead.updated and lead.deleted are one row per change, written once by the API.
    uniqueIndex('outbox_messages_report_message_idx')
      .on(table.submissionId, table.kind, table.target)
      .where(reportMessage(table.event)),
    // A lead's messages: its dialog's delivery log, the list's failed flag, and the deletion's
    // SET NULL, which finds them through this index.
    index('outbox_messages_submission_id_idx').on(table.submissionId),
    // The sweep reads pending rows only, oldest first: a small partial index.
    index('outbox_messages_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    // The delivery log pages newest first.
    index('outbox_messages_created_at_idx').on(table.createdAt),
  ],
);

/** Operators allowed into the admin dashboard. */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Carried in every token as `ver`; raised on logout and password change, so older tokens answer 401. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The TOTP secret of the operator's authenticator app (second factor), AES-GCM encrypted under
     * ADMIN_TOTP_KEY (api/src/lib/admin-totp-secret-box.ts); null while none is enrolled.
     */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    /** The 30-second time step of the last accepted code: a code is only accepted for a later step (no replay). */
    totpLastUsedStep: integer('totp_last_used_step'),
    /** What the operator may do: `admin` everything, `member` read leads and follow them up (adminRoles). */
    role: text('role', { enum: adminRoles }).notNull().default('admin'),
    /** When `npm run admin:disable` shut the operator out: no login, and every token answers 401; null while active. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [check('admins_role_check', sql`${table.role} in ('admin', 'member')`)],
);

/**
 * The operators' notes on a lead, one row per note, never edited: two operators writing at once
 * each add their own. Free text about a person: deleted with the submission and by the retention
 * sweep's erasure.
 */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** Who wrote it; null for the single note of before (「以前のメモ」) and once the operator is removed. */
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A lead's notes newest first, and its latest note for the list row, read in id order.
  (table) => [index('lead_notes_submission_id_idx').on(table.submissionId, table.id)],
);

/** Funnel steps counted on the server (no cookies, no visitor id): page views per day. */
export const funnelSteps = ['landing', 'start', 'diagnosis', 'userinfo', 'submitted', 'report'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const funnelDaily = pgTable(
  'funnel_daily',
  {
    /** The day in Asia/Tokyo, as YYYY-MM-DD. */
    day: text('day').notNull(),
    step: text('step', { enum: funnelSteps }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.step] })],
);

/**
 * Every admin read and export of contact data, and every erasure: who, when, what (a search's text
 * is not kept).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    /** The operator; null for what the service did by itself (the retention sweep's erasures). */
    adminId: uuid('admin_id').references(() => admins.id),
    action: text('action').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    resultCount: integer('result_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_created_at_idx').on(table.createdAt),
    // The audit page's filters: one lead (by its number) and one action, newest first.
    index('admin_audit_log_no_idx').on(sql`((${table.filters}->>'no'))`),
    index('admin_audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

export type Submission = typeof submissions.$inferSelect;
export type SubmissionStatus = (typeof submissionStatuses)[number];
export type Admin = typeof admins.$inferSelect;
export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type LeadNoteRecord = typeof leadNotes.$inferSelect;
