import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import { erasedCompanyName } from '../../contract';
import type { Database } from '../database';
import { reportLinks, submissions } from '../schema';

/**
 * Removes contact data once the retention period is over (CONTACT_RETENTION_MONTHS). What the
 * peer benchmark reads stays: status, scores, industry, size, answers and the company keys, so an
 * erased response keeps counting as an anonymous peer.
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
