import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { DeliveryStatus } from '../../contract';
import type { Database } from '../database';
import { outboxMessages, submissions, type OutboxKind, type OutboxMessage } from '../schema';

/** A message to write with a completed report; `target` is the webhook URL, empty for e-mails. */
export interface OutboxDraft {
  kind: OutboxKind;
  target?: string;
}

/** A row of the delivery log, with the submission's number. */
export type OutboxLogEntry = OutboxMessage & { no: number };

/** Anything that can insert: the database or a transaction on it. */
type Writer = Pick<Database, 'insert'>;

/**
 * Adds the drafts of a submission as pending messages; a draft already there (the same
 * submission, kind and target) is left as it is, so a re-run of the report job adds nothing.
 */
export async function insertOutboxDrafts(
  writer: Writer,
  submissionId: string,
  drafts: readonly OutboxDraft[],
): Promise<void> {
  if (drafts.length === 0) return;
  await writer
    .insert(outboxMessages)
    .values(drafts.map((draft) => ({ submissionId, kind: draft.kind, target: draft.target ?? '' })))
    .onConflictDoNothing({
      target: [outboxMessages.submissionId, outboxMessages.kind, outboxMessages.target],
    });
}

/** The outbox of messages sent after a report exists (DESIGN §7b); the only user of `outbox_messages`. */
export function createOutboxStore(db: Database) {
  return {
    async findById(id: string): Promise<OutboxMessage | undefined> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      return row;
    },

    /** Ids of a submission's messages still waiting to be delivered. */
    async pendingIdsOf(submissionId: string): Promise<string[]> {
      const rows = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.submissionId, submissionId), eq(outboxMessages.status, 'pending')));
      return rows.map((row) => row.id);
    },

    /**
     * Pending messages nothing has touched since `before` (created or last tried): their job was
     * lost between the commit and the enqueue, or with Redis, or with a crashed embedded process.
     */
    async findStalePending(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.status, 'pending'),
            lt(outboxMessages.createdAt, before),
            sql`coalesce(${outboxMessages.lastAttemptAt}, ${outboxMessages.createdAt}) < ${before}`,
          ),
        )
        .orderBy(outboxMessages.createdAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Counts an attempt as started; undefined when the message is no longer pending (sent or given up). */
    async startAttempt(id: string): Promise<OutboxMessage | undefined> {
      const [row] = await db
        .update(outboxMessages)
        .set({ attempts: sql`${outboxMessages.attempts} + 1`, lastAttemptAt: new Date() })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')))
        .returning();
      return row;
    },

    async markSent(id: string): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(outboxMessages.id, id));
    },

    /** Records a failed attempt with a generic reason; `final` gives the message up. */
    async recordFailure(id: string, reason: string, final: boolean): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ lastError: reason, ...(final ? { status: 'failed' as const } : {}) })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
    },

    /** One page of the delivery log, newest first, with the number of matching messages. */
    async list(
      filters: { no?: number; status?: DeliveryStatus },
      page: { limit: number; offset: number },
    ): Promise<{ rows: OutboxLogEntry[]; total: number }> {
      const conditions: SQL[] = [];
      if (filters.no !== undefined) conditions.push(eq(submissions.no, filters.no));
      if (filters.status) conditions.push(eq(outboxMessages.status, filters.status));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ message: outboxMessages, no: submissions.no })
          .from(outboxMessages)
          .innerJoin(submissions, eq(outboxMessages.submissionId, submissions.id))
          .where(where)
          .orderBy(desc(outboxMessages.createdAt), outboxMessages.kind, outboxMessages.target)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(outboxMessages)
          .innerJoin(submissions, eq(outboxMessages.submissionId, submissions.id))
          .where(where),
      ]);
      return { rows: rows.map(({ message, no }) => ({ ...message, no })), total: counted?.total ?? 0 };
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
