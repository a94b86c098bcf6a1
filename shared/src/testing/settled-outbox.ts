import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxMessages, type OutboxMessage } from '../db/schema';

/** Polls `check` every `intervalMs` until it answers a value, or throws `failure()` after `timeoutMs`. */
export async function pollUntil<Value>(
  check: () => Promise<Value | undefined>,
  failure: () => string,
  timeoutMs: number,
  intervalMs = 50,
): Promise<Value> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits until the submission has messages and none of them is pending any more, and returns them. */
export function settledOutbox(
  database: { db: Database },
  submissionId: string,
  timeoutMs = 30_000,
): Promise<OutboxMessage[]> {
  let rows: OutboxMessage[] = [];
  return pollUntil(
    async () => {
      rows = await database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.submissionId, submissionId));
      return rows.length > 0 && rows.every((row) => row.status !== 'pending') ? rows : undefined;
    },
    () => `outbox still pending: ${JSON.stringify(rows)}`,
    timeoutMs,
  );
}

/** Waits until one message is no longer pending (sent or given up), and returns it. */
export function settledMessage(
  database: { db: Database },
  id: string,
  timeoutMs = 30_000,
): Promise<OutboxMessage> {
  let row: OutboxMessage | undefined;
  return pollUntil(
    async () => {
      [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      return row && row.status !== 'pending' ? row : undefined;
    },
    () => `message still pending: ${JSON.stringify(row)}`,
    timeoutMs,
  );
}
