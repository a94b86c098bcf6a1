import { and, count, desc, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { DeliveryStatus, LeadEventSnapshot } from '../../contract';
import type { Database } from '../database';
import {
  adminAuditLog,
  outboxKinds,
  outboxMessages,
  reportMessage,
  submissions,
  type OutboxKind,
  type OutboxMessage,
} from '../schema';

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
 * The lead's number of a message: its submission's, or the one in the event's body once the lead
 * is deleted (only event webhooks outlive it). Needs the submission left-joined.
 */
const messageNo =
  sql<number>`coalesce(${submissions.no}, (${outboxMessages.payload}->'data'->>'submissionNo')::bigint)`.mapWith(
    Number,
  );

/** What an operator did to a message, as the audit log names it. */
export type OutboxAuditAction = 'resend_delivery';

/** What an operator's resend found: the message queued again, or why not. */
export type OutboxResendOutcome =
  { outcome: 'resent'; message: OutboxLogEntry } | { outcome: 'not_failed' } | { outcome: 'not_found' };

/**
 * Only messages created this recently count for the health check: the query then reads about a
 * month of rows whatever the table's size, and a kind no longer configured ages out of it.
 */
const healthLookbackMs = 30 * 24 * 60 * 60 * 1000;

/**
 * A give-up that says nothing about the channel: the daily cap of e-mails to one address (a
 * visitor submitting again and again). It is left out of the health check.
 */
const policyRefusal = 'recipient_daily_limit';

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
    .values(
      drafts.map((draft) => ({
        submissionId,
        kind: draft.kind,
        target: draft.target ?? '',
        // The only webhook a report brings announces the lead.
        event: draft.kind === 'lead_webhook' ? ('lead.created' as const) : null,
      })),
    )
    .onConflictDoNothing({
      target: [outboxMessages.submissionId, outboxMessages.kind, outboxMessages.target],
      where: reportMessage(outboxMessages.event),
    });
}

/**
 * Adds one pending webhook per URL carrying `payload` as it is now (a `lead.updated` or
 * `lead.deleted` body) and returns their ids for the caller to queue once committed. `submissionId`
 * is null when the lead is already deleted.
 */
export async function insertLeadEvent(
  writer: Writer,
  submissionId: string | null,
  urls: readonly string[],
  payload: LeadEventSnapshot,
): Promise<string[]> {
  if (urls.length === 0) return [];
  const rows = await writer
    .insert(outboxMessages)
    .values(
      urls.map((target) => ({
        submissionId,
        kind: 'lead_webhook' as const,
        target,
        event: payload.type,
        payload,
      })),
    )
    .returning({ id: outboxMessages.id });
  return rows.map((row) => row.id);
}

/**
 * Deletes, within the deletion of submission `submissionId`, its messages built from it when sent
 * (its e-mails and lead.created webhooks): they would only fail once it is gone, or carry its data
 * on. Its lead.updated webhooks carry their own body and stay, unlinked by the foreign key.
 */
export async function deleteMessagesBuiltFrom(
  writer: Pick<Database, 'delete'>,
  submissionId: string,
): Promise<void> {
  await writer
    .delete(outboxMessages)
    .where(and(eq(outboxMessages.submissionId, submissionId), isNull(outboxMessages.payload)));
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

    /**
     * Gives a failed message a new round of attempts (same id, so the same Message-ID and
     * webhook-id), recorded in the audit log in the same transaction; the caller queues it.
     */
    async resend(id: string, adminId: string): Promise<OutboxResendOutcome> {
      return db.transaction(async (tx) => {
        const [message] = await tx
          .update(outboxMessages)
          .set({ status: 'pending' })
          .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
          .returning();
        if (!message) {
          const [existing] = await tx
            .select({ id: outboxMessages.id })
            .from(outboxMessages)
            .where(eq(outboxMessages.id, id));
          return { outcome: existing ? 'not_failed' : 'not_found' };
        }
        const [located] = await tx
          .select({ no: messageNo })
          .from(outboxMessages)
          .leftJoin(submissions, eq(outboxMessages.submissionId, submissions.id))
          .where(eq(outboxMessages.id, id));
        const no = located!.no;
        // The number, kind and reason name the message; its address or URL never enter the log.
        await tx.insert(adminAuditLog).values({
          adminId,
          action: 'resend_delivery' satisfies OutboxAuditAction,
          filters: { no, messageId: id, kind: message.kind, reason: message.lastError },
          resultCount: 1,
        });
        return { outcome: 'resent', message: { ...message, no } };
      });
    },

    /** One page of the messages given up, the latest failure first, with how many there are. */
    async listFailed(page: {
      limit: number;
      offset: number;
    }): Promise<{ rows: OutboxLogEntry[]; total: number }> {
      const failed = eq(outboxMessages.status, 'failed');
      const [rows, [counted]] = await Promise.all([
        db
          .select({ message: outboxMessages, no: messageNo })
          .from(outboxMessages)
          // A deleted lead's event webhooks are listed too, under the number in their body.
          .leftJoin(submissions, eq(outboxMessages.submissionId, submissions.id))
          .where(failed)
          .orderBy(
            desc(sql`coalesce(${outboxMessages.lastAttemptAt}, ${outboxMessages.createdAt})`),
            desc(outboxMessages.createdAt),
            outboxMessages.id,
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(outboxMessages).where(failed),
      ]);
      return { rows: rows.map(({ message, no }) => ({ ...message, no })), total: counted?.total ?? 0 };
    },

    /**
     * The kinds whose last `window` finished messages (sent or given up, the latest outcome first,
     * among those of the last 30 days) all failed. Fewer than `window` finished messages never
     * count as failing.
     */
    async failingKinds(window: number): Promise<OutboxKind[]> {
      const since = new Date(Date.now() - healthLookbackMs);
      const verdicts = await Promise.all(
        outboxKinds.map(async (kind) => {
          const rows = await db
            .select({ status: outboxMessages.status })
            .from(outboxMessages)
            .where(
              and(
                eq(outboxMessages.kind, kind),
                ne(outboxMessages.status, 'pending'),
                gt(outboxMessages.createdAt, since),
                sql`${outboxMessages.lastError} is distinct from ${policyRefusal}`,
              ),
            )
            .orderBy(
              desc(
                sql`coalesce(${outboxMessages.sentAt}, ${outboxMessages.lastAttemptAt}, ${outboxMessages.createdAt})`,
              ),
            )
            .limit(window);
          return rows.length === window && rows.every((row) => row.status === 'failed');
        }),
      );
      return outboxKinds.filter((_kind, index) => verdicts[index]);
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
          .select({ message: outboxMessages, no: messageNo })
          .from(outboxMessages)
          // A `no` filter matches the lead's own messages (a deleted lead has no dialog to ask).
          .leftJoin(submissions, eq(outboxMessages.submissionId, submissions.id))
          .where(where)
          .orderBy(desc(outboxMessages.createdAt), outboxMessages.kind, outboxMessages.target)
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(outboxMessages)
          .leftJoin(submissions, eq(outboxMessages.submissionId, submissions.id))
          .where(where),
      ]);
      return { rows: rows.map(({ message, no }) => ({ ...message, no })), total: counted?.total ?? 0 };
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
