import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { leadDeletedWebhook, leadUpdatedWebhook, type LeadOwner, type LeadStatus } from '../../contract';
import type { Database } from '../database';
import { adminAuditLog, admins, leadNotes, submissions, type Submission } from '../schema';
import { adminResponseColumns, type AdminResponse } from './admin-response-store';
import { insertLeadNote, type LeadNoteEntry } from './lead-note-store';
import { deleteMessagesBuiltFrom, insertLeadEvent } from './outbox-store';

/** What an operator did to one respondent, as the audit log names it. */
export type RespondentAuditAction = 'update_lead' | 'delete_respondent' | 'export_respondent';

/**
 * A change of a lead's follow-up made on `version` (the leadVersion the operator saw): a new
 * status, a note to add, or both.
 */
export interface LeadChange {
  version: number;
  status?: LeadStatus;
  note?: string;
  /** The owning operator's id, null for nobody; undefined leaves the owner as it is. */
  owner?: string | null;
}

/**
 * How a lead change ended: stored (with the ids of the lead.updated webhooks to queue), refused for
 * a stale version (nothing written), or no such response.
 */
export type LeadChangeOutcome =
  | { kind: 'updated'; row: AdminResponse; messageIds: string[] }
  | { kind: 'conflict'; currentVersion: number }
  | { kind: 'owner_unknown' }
  | { kind: 'not_found' };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface RespondentStoreOptions {
  /**
   * Endpoints told of each change of a lead's status or owner and of its deletion (WEBHOOK_URLS):
   * a webhook per URL is written to the outbox with the change. None when empty.
   */
  leadWebhookUrls?: readonly string[];
}

/** The operators named by `ids` (null entries skipped), by id. */
async function ownersById(tx: Transaction, ids: (string | null)[]): Promise<Map<string, LeadOwner>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(inArray(admins.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * An operator's changes to one respondent and reads of all their data. Each is written to the
 * audit log in the same transaction, so no change happens unrecorded; the entry names the
 * response by its number and never holds contact data or the note's text. A change of status or
 * owner, and a deletion, of a lead announced by `lead.created` (its report stored) also writes its
 * webhooks to the outbox in that transaction; the caller queues them once it is committed.
 */
export function createRespondentStore(db: Database, options: RespondentStoreOptions = {}) {
  const webhookUrls = options.leadWebhookUrls ?? [];

  async function audit(
    tx: Transaction,
    entry: { adminId: string; action: RespondentAuditAction; details: Record<string, unknown> },
  ) {
    await tx
      .insert(adminAuditLog)
      .values({ adminId: entry.adminId, action: entry.action, filters: entry.details, resultCount: 1 });
  }

  /** The lead.updated body of a saved change, operators named by id and username. */
  async function updatedEvent(
    tx: Transaction,
    row: AdminResponse,
    change: {
      status?: { from: LeadStatus; to: LeadStatus };
      owner?: { from: string | null; to: string | null };
    },
  ) {
    const { status, owner } = change;
    const owners = await ownersById(tx, owner ? [owner.from, owner.to] : []);
    // Both exist: the new owner was just checked, and removing the old one would wait for this
    // transaction's lock on the lead (its owner link is set null with it).
    const ownerOf = (id: string | null) => (id === null ? null : owners.get(id)!);
    return leadUpdatedWebhook({
      submissionNo: row.no,
      version: row.leadVersion,
      at: row.leadUpdatedAt ?? new Date(),
      status,
      owner: owner && { from: ownerOf(owner.from), to: ownerOf(owner.to) },
    });
  }

  return {
    /**
     * Changes the follow-up of response `no` if its lead is still at `change.version`: a new status
     * raises the version, a note is added as a new note (never overwriting one). A stale version
     * changes nothing and answers `conflict`.
     */
    async updateLead(no: number, change: LeadChange, adminId: string): Promise<LeadChangeOutcome> {
      return db.transaction(async (tx) => {
        // The row lock orders concurrent saves: the second one reads the first one's version.
        const [current] = await tx
          .select({
            id: submissions.id,
            status: submissions.status,
            leadStatus: submissions.leadStatus,
            leadVersion: submissions.leadVersion,
            ownerAdminId: submissions.ownerAdminId,
          })
          .from(submissions)
          .where(eq(submissions.no, no))
          .for('update');
        if (!current) return { kind: 'not_found' };
        if (current.leadVersion !== change.version)
          return { kind: 'conflict', currentVersion: current.leadVersion };
        const statusChanged = change.status !== undefined && change.status !== current.leadStatus;
        const ownerChanged = change.owner !== undefined && change.owner !== current.ownerAdminId;
        if (ownerChanged && change.owner !== null) {
          // Only an enabled operator can take a lead; FOR SHARE keeps them from being removed meanwhile.
          const [owner] = await tx
            .select({ id: admins.id })
            .from(admins)
            .where(and(eq(admins.id, change.owner!), isNull(admins.disabledAt)))
            .for('share');
          if (!owner) return { kind: 'owner_unknown' };
        }
        // Inserted before the update, whose RETURNING reads the latest note.
        const note =
          change.note === undefined ? undefined : await insertLeadNote(tx, current.id, adminId, change.note);
        const [updated] = await tx
          .update(submissions)
          .set({
            ...(statusChanged && { leadStatus: change.status }),
            ...(ownerChanged && { ownerAdminId: change.owner }),
            // An owner change raises the version like a status change: both are what a PATCH guards.
            ...((statusChanged || ownerChanged) && { leadVersion: sql`${submissions.leadVersion} + 1` }),
            leadUpdatedAt: sql`now()`,
          })
          .where(eq(submissions.id, current.id))
          .returning(adminResponseColumns);
        await audit(tx, {
          adminId,
          action: 'update_lead',
          details: {
            no,
            ...(change.status !== undefined && { status: { from: current.leadStatus, to: change.status } }),
            // Operator ids only: no name or contact data enters the log.
            ...(change.owner !== undefined && { owner: { from: current.ownerAdminId, to: change.owner } }),
            // Which note was added, never its text: it may hold personal data.
            ...(note && { noteId: note.id }),
          },
        });
        // A note alone, or a status or owner saved unchanged, tells the CRM nothing; nor does a
        // change of a lead never announced to it (no report stored, so no lead.created).
        const followed = (statusChanged || ownerChanged) && current.status === 'completed';
        const messageIds = followed
          ? await insertLeadEvent(
              tx,
              current.id,
              webhookUrls,
              await updatedEvent(tx, updated!, {
                ...(statusChanged && { status: { from: current.leadStatus, to: change.status! } }),
                ...(ownerChanged && { owner: { from: current.ownerAdminId, to: change.owner ?? null } }),
              }),
            )
          : [];
        return { kind: 'updated', row: updated!, messageIds };
      });
    },

    /**
     * Deletes response `no` with its report links, notes and the messages built from it (its
     * e-mails and lead.created webhooks); its lead.updated webhooks stay, unlinked, and a
     * lead.deleted webhook is written for an announced lead. Answers the ids of the webhooks to
     * queue, or undefined when there is no such response.
     */
    async delete(no: number, adminId: string): Promise<{ messageIds: string[] } | undefined> {
      return db.transaction(async (tx) => {
        const [lead] = await tx
          .select({ id: submissions.id, status: submissions.status })
          .from(submissions)
          .where(eq(submissions.no, no))
          .for('update');
        if (!lead) return undefined;
        await deleteMessagesBuiltFrom(tx, lead.id);
        await tx.delete(submissions).where(eq(submissions.id, lead.id));
        await audit(tx, { adminId, action: 'delete_respondent', details: { no } });
        const messageIds =
          lead.status === 'completed'
            ? await insertLeadEvent(tx, null, webhookUrls, leadDeletedWebhook(no, new Date()))
            : [];
        return { messageIds };
      });
    },

    /** Everything stored of response `no`, read for the respondent's data export; undefined when there is none. */
    async exportData(
      no: number,
      adminId: string,
    ): Promise<(Submission & { notes: LeadNoteEntry[] }) | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(submissions).where(eq(submissions.no, no));
        if (!row) return undefined;
        const notes = await tx
          .select({
            id: leadNotes.id,
            body: leadNotes.body,
            author: admins.username,
            createdAt: leadNotes.createdAt,
          })
          .from(leadNotes)
          .leftJoin(admins, eq(admins.id, leadNotes.adminId))
          .where(eq(leadNotes.submissionId, row.id))
          .orderBy(desc(leadNotes.id));
        await audit(tx, { adminId, action: 'export_respondent', details: { no } });
        return { ...row, notes };
      });
    },
  };
}

export type RespondentStore = ReturnType<typeof createRespondentStore>;
