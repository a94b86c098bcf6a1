import { and, asc, count, inArray, isNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { erasedCompanyName, type LeadStatus } from '../../contract';
import { choiceLetters } from '../../questionnaire/questions';
import type { Database } from '../database';
import { adminAuditLog, leadNotes, reportLinks, submissions } from '../schema';

/**
 * The answers with every E text emptied: a stored answer other than A–D is the text typed for
 * 「その他」, and an empty one still reads as E, so the choice stays while the words go.
 */
const answersWithoutOtherTexts = sql`(
  select coalesce(jsonb_object_agg(key, case when value #>> '{}' in (${sql.join(
    choiceLetters.map((letter) => sql`${letter}`),
    sql`, `,
  )}) then value else '""'::jsonb end), '{}'::jsonb)
  from jsonb_each(${submissions.answers}))`;

/** The audit log's action for one lead whose contact data the retention sweep erased. */
export const retentionErasureAction = 'retention_erasure';

/** A lead the next sweep will erase, as the admin preview names it. */
export interface DueLead {
  no: number;
  createdAt: Date;
  companyName: string;
  leadStatus: LeadStatus;
}

/** What the sweep at `at` will do: the leads it will erase, and how many past the period it keeps for their status. */
export interface RetentionSweepPreview {
  dueCount: number;
  /** The oldest due leads, up to the asked number. */
  due: DueLead[];
  heldCount: number;
}

/**
 * Rows still holding contact data and submitted more than `months` months before `at` (an SQL
 * instant), served by the partial index on created_at of those rows.
 */
function pastRetention(months: number, at: SQL): SQL {
  return and(
    isNull(submissions.contactErasedAt),
    lt(submissions.createdAt, sql`${at}::timestamptz - make_interval(months => ${months}::int)`),
  )!;
}

/** Rows whose lead is not held by its follow-up status. */
function notHeld(holdStatuses: readonly LeadStatus[]): SQL | undefined {
  return holdStatuses.length === 0 ? undefined : notInArray(submissions.leadStatus, [...holdStatuses]);
}

/**
 * Removes contact data once the retention period is over (CONTACT_RETENTION_MONTHS), except of
 * leads in a status that holds them (CONTACT_RETENTION_HOLD_STATUSES). What the peer benchmark
 * reads stays: status, scores, industry, size and the chosen answers, so an erased response keeps
 * counting as an anonymous peer (as a company of its own: its keys go too).
 */
export function createContactRetentionStore(db: Database) {
  return {
    /**
     * Erases the contact data of up to `limit` responses submitted more than `months` months ago
     * and not in one of `holdStatuses`, oldest first, records each in the audit log, and returns how
     * many. Rows another process is erasing are skipped, so several workers may sweep at once.
     */
    async eraseOlderThan(
      months: number,
      limit: number,
      holdStatuses: readonly LeadStatus[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const batch = await tx
          .select({ id: submissions.id, no: submissions.no, leadStatus: submissions.leadStatus })
          .from(submissions)
          .where(and(pastRetention(months, sql`now()`), notHeld(holdStatuses)))
          .orderBy(asc(submissions.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (batch.length === 0) return 0;
        const ids = batch.map((row) => row.id);
        await tx
          .update(submissions)
          .set({
            contactName: '',
            email: '',
            phone: '',
            companyName: erasedCompanyName,
            companyInfo: sql`jsonb_set(${submissions.companyInfo}, '{companyName}', to_jsonb(${erasedCompanyName}::text))`,
            freeText: { issue: '', expectation: '', support: '' },
            // A visitor once typed a person's name and phone number as an 「その他」 answer.
            answers: answersWithoutOtherTexts,
            // Keyed hashes, but of the company's name and domain: they go with the contact data.
            companyNameKey: null,
            emailDomainKey: null,
            // The report names the company and the contact person and quotes the free text.
            result: null,
            // The operator's note is about the person too.
            leadNote: '',
            idempotencyKey: null,
            requestHash: null,
            // The folded contact data the search box matches.
            searchText: null,
            contactErasedAt: sql`now()`,
          })
          .where(inArray(submissions.id, ids));
        // The operators' notes are about the person too (lead_note above is their older single note).
        await tx.delete(leadNotes).where(inArray(leadNotes.submissionId, ids));
        // A link would only answer "not ready" for ever once the report is gone.
        await tx.delete(reportLinks).where(inArray(reportLinks.submissionId, ids));
        // One entry per lead, by number only, written with the erasure: none happens unrecorded.
        await tx.insert(adminAuditLog).values(
          batch.map((row) => ({
            adminId: null,
            action: retentionErasureAction,
            filters: { no: row.no, leadStatus: row.leadStatus, months },
            resultCount: 1,
          })),
        );
        return ids.length;
      });
    },

    /**
     * What a sweep at `at` would do: the leads it would erase (the oldest `listLimit` of them) and
     * how many past the period it would keep for their status.
     */
    async preview(options: {
      months: number;
      holdStatuses: readonly LeadStatus[];
      at: Date;
      listLimit: number;
    }): Promise<RetentionSweepPreview> {
      const past = pastRetention(options.months, sql`${options.at.toISOString()}`);
      const due = and(past, notHeld(options.holdStatuses));
      const [dueLeads, [dueCount], [heldCount]] = await Promise.all([
        db
          .select({
            no: submissions.no,
            createdAt: submissions.createdAt,
            companyName: submissions.companyName,
            leadStatus: submissions.leadStatus,
          })
          .from(submissions)
          .where(due)
          .orderBy(asc(submissions.createdAt))
          .limit(options.listLimit),
        db.select({ value: count() }).from(submissions).where(due),
        options.holdStatuses.length === 0
          ? [{ value: 0 }]
          : db
              .select({ value: count() })
              .from(submissions)
              .where(and(past, inArray(submissions.leadStatus, [...options.holdStatuses]))),
      ]);
      return { dueCount: dueCount?.value ?? 0, due: dueLeads, heldCount: heldCount?.value ?? 0 };
    },
  };
}

export type ContactRetentionStore = ReturnType<typeof createContactRetentionStore>;
