import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import { erasedCompanyName } from '../../contract';
import { choiceLetters } from '../../questionnaire/questions';
import type { Database } from '../database';
import { reportLinks, submissions } from '../schema';

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

/**
 * Removes contact data once the retention period is over (CONTACT_RETENTION_MONTHS). What the
 * peer benchmark reads stays: status, scores, industry, size and the chosen answers, so an erased
 * response keeps counting as an anonymous peer (as a company of its own: its keys go too).
 */
export function createContactRetentionStore(db: Database) {
  return {
    /**
     * Erases the contact data of up to `limit` responses submitted more than `months` months ago,
     * oldest first, and returns how many. Rows another process is erasing are skipped, so several
     * workers may sweep at once.
     */
    async eraseOlderThan(months: number, limit: number): Promise<number> {
      return db.transaction(async (tx) => {
        // Served by the partial index on created_at of rows whose contact data is still held.
        const batch = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(
            and(
              isNull(submissions.contactErasedAt),
              lt(submissions.createdAt, sql`now() - make_interval(months => ${months}::int)`),
            ),
          )
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
            contactErasedAt: sql`now()`,
          })
          .where(inArray(submissions.id, ids));
        // A link would only answer "not ready" for ever once the report is gone.
        await tx.delete(reportLinks).where(inArray(reportLinks.submissionId, ids));
        return ids.length;
      });
    },
  };
}

export type ContactRetentionStore = ReturnType<typeof createContactRetentionStore>;
