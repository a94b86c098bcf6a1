import { eq, sql } from 'drizzle-orm';
import type { LeadStatus } from '../../contract';
import type { Database } from '../database';
import { adminAuditLog, submissions, type Submission } from '../schema';
import { adminResponseColumns, type AdminResponse } from './admin-response-store';

/** What an operator did to one respondent, as the audit log names it. */
export type RespondentAuditAction = 'update_lead' | 'delete_respondent' | 'export_respondent';

/** A change of a lead's follow-up: a new status, a new note, or both. */
export interface LeadChange {
  status?: LeadStatus;
  note?: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * An operator's changes to one respondent and reads of all their data. Each is written to the
 * audit log in the same transaction, so no change happens unrecorded; the entry names the
 * response by its number and never holds contact data or the note's text.
 */
export function createRespondentStore(db: Database) {
  async function audit(
    tx: Transaction,
    entry: { adminId: string; action: RespondentAuditAction; details: Record<string, unknown> },
  ) {
    await tx
      .insert(adminAuditLog)
      .values({ adminId: entry.adminId, action: entry.action, filters: entry.details, resultCount: 1 });
  }

  return {
    /** Changes the follow-up of response `no`; undefined when there is no such response. */
    async updateLead(no: number, change: LeadChange, adminId: string): Promise<AdminResponse | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ leadStatus: submissions.leadStatus, leadNote: submissions.leadNote })
          .from(submissions)
          .where(eq(submissions.no, no))
          .for('update');
        if (!current) return undefined;
        const [updated] = await tx
          .update(submissions)
          .set({
            ...(change.status !== undefined && { leadStatus: change.status }),
            ...(change.note !== undefined && { leadNote: change.note }),
            leadUpdatedAt: sql`now()`,
          })
          .where(eq(submissions.no, no))
          .returning(adminResponseColumns);
        await audit(tx, {
          adminId,
          action: 'update_lead',
          details: {
            no,
            ...(change.status !== undefined && { status: { from: current.leadStatus, to: change.status } }),
            // Whether the note changed, never its text: it may hold personal data.
            ...(change.note !== undefined && { noteChanged: change.note !== current.leadNote }),
          },
        });
        return updated;
      });
    },

    /** Deletes response `no` with its report links and outbox rows (cascade); false when there is none. */
    async delete(no: number, adminId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(submissions)
          .where(eq(submissions.no, no))
          .returning({ no: submissions.no });
        if (deleted.length === 0) return false;
        await audit(tx, { adminId, action: 'delete_respondent', details: { no } });
        return true;
      });
    },

    /** Everything stored of response `no`, read for the respondent's data export; undefined when there is none. */
    async exportData(no: number, adminId: string): Promise<Submission | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(submissions).where(eq(submissions.no, no));
        if (!row) return undefined;
        await audit(tx, { adminId, action: 'export_respondent', details: { no } });
        return row;
      });
    },
  };
}

export type RespondentStore = ReturnType<typeof createRespondentStore>;
