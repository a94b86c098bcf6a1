import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { adminAuditLog, admins, leadNotes, submissions } from '../schema';

/** One note on a lead, with its author's username (null for the note of before, or a removed operator). */
export interface LeadNoteEntry {
  id: number;
  body: string;
  author: string | null;
  createdAt: Date;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Adds a note to the locked submission `submissionId` in `tx` and answers it with its author. The
 * caller holds the submission's row lock, so a note cannot slip in beside a running erasure.
 */
export async function insertLeadNote(
  tx: Transaction,
  submissionId: string,
  adminId: string,
  body: string,
): Promise<LeadNoteEntry> {
  const [note] = await tx
    .insert(leadNotes)
    .values({ submissionId, adminId, body })
    .returning({ id: leadNotes.id, body: leadNotes.body, createdAt: leadNotes.createdAt });
  const [author] = await tx.select({ username: admins.username }).from(admins).where(eq(admins.id, adminId));
  return { ...note!, author: author?.username ?? null };
}

/**
 * The operators' notes on each lead: added one by one and never overwritten, so two operators
 * writing at once both keep theirs. Adding one is written to the audit log in the same
 * transaction, by the response's number and the note's id, never its text.
 */
export function createLeadNoteStore(db: Database) {
  return {
    /** The notes of response `no`, newest first; undefined when there is no such response. */
    async list(no: number): Promise<LeadNoteEntry[] | undefined> {
      const [submission] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.no, no));
      if (!submission) return undefined;
      return db
        .select({
          id: leadNotes.id,
          body: leadNotes.body,
          author: admins.username,
          createdAt: leadNotes.createdAt,
        })
        .from(leadNotes)
        .leftJoin(admins, eq(admins.id, leadNotes.adminId))
        .where(eq(leadNotes.submissionId, submission.id))
        .orderBy(desc(leadNotes.id));
    },

    /** Adds `body` as `adminId`'s note on response `no`; undefined when there is no such response. */
    async add(no: number, adminId: string, body: string): Promise<LeadNoteEntry | undefined> {
      return db.transaction(async (tx) => {
        const [submission] = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(eq(submissions.no, no))
          .for('update');
        if (!submission) return undefined;
        const note = await insertLeadNote(tx, submission.id, adminId, body);
        // A note is follow-up too, but it leaves lead_version alone: notes never clobber each
        // other, so a note must not turn another operator's status change into a conflict.
        await tx
          .update(submissions)
          .set({ leadUpdatedAt: sql`now()` })
          .where(eq(submissions.id, submission.id));
        await tx.insert(adminAuditLog).values({
          adminId,
          action: 'add_lead_note',
          filters: { no, noteId: note.id },
          resultCount: 1,
        });
        return note;
      });
    },
  };
}

export type LeadNoteStore = ReturnType<typeof createLeadNoteStore>;
