import { submitRequestSchema } from '../../contract';
import { buildSubmitRequest } from '../../testing/submission-factory';
import { createConnectedTestDatabase, type ConnectedTestDatabase } from '../../testing/test-services';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../schema';
import { createOutboxStore, type OutboxDraft } from './outbox-store';
import { createSubmissionStore, type CompletedReport } from './submission-store';

let database: ConnectedTestDatabase;

beforeAll(async () => {
  database = await createConnectedTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

const drafts: OutboxDraft[] = [
  { kind: 'visitor_report_email' },
  { kind: 'lead_email' },
  { kind: 'lead_webhook', target: 'https://a.example.com/hook' },
  { kind: 'lead_webhook', target: 'https://b.example.com/hook' },
];

function completedReport(): CompletedReport {
  return {
    result: {} as CompletedReport['result'],
    scores: { overall: 50, level: 3 } as CompletedReport['scores'],
    writer: 'builtin',
    model: null,
    tokens: null,
    modelMs: null,
    modelError: null,
    reportMs: 12,
  };
}

describe('the outbox written with a completed report', () => {
  test('when the report is stored twice, even at once, then each message exists once and waits to be sent', async () => {
    const store = createSubmissionStore(database.db);
    const { id } = await store.create(submitRequestSchema.parse(buildSubmitRequest()), 'test');

    await Promise.all([
      store.complete(id, completedReport(), drafts),
      store.complete(id, completedReport(), drafts),
    ]);
    await store.complete(id, completedReport(), drafts);

    const rows = await database.db.select().from(outboxMessages).where(eq(outboxMessages.submissionId, id));
    expect(rows.map((row) => [row.kind, row.target, row.status, row.attempts]).sort()).toEqual([
      ['lead_email', '', 'pending', 0],
      ['lead_webhook', 'https://a.example.com/hook', 'pending', 0],
      ['lead_webhook', 'https://b.example.com/hook', 'pending', 0],
      ['visitor_report_email', '', 'pending', 0],
    ]);
    expect((await createOutboxStore(database.db).pendingIdsOf(id)).sort()).toEqual(
      rows.map((row) => row.id).sort(),
    );
  });

  test('when the outbox cannot be written, then the report is not stored either', async () => {
    const store = createSubmissionStore(database.db);
    const { id } = await store.create(submitRequestSchema.parse(buildSubmitRequest()), 'test');

    // An unknown kind violates nothing in TypeScript's eyes at runtime but fails in the same transaction.
    await expect(
      store.complete(id, completedReport(), [
        { kind: 'lead_webhook', target: 'x'.repeat(10) },
        { kind: null as never },
      ]),
    ).rejects.toThrow();

    expect((await store.findById(id))?.status).toBe('pending');
    expect(
      await database.db.select().from(outboxMessages).where(eq(outboxMessages.submissionId, id)),
    ).toEqual([]);
  });

  test('when a message is sent, then a further attempt is refused and the sweep no longer sees it', async () => {
    const store = createSubmissionStore(database.db);
    const outbox = createOutboxStore(database.db);
    const { id } = await store.create(submitRequestSchema.parse(buildSubmitRequest()), 'test');
    await store.complete(id, completedReport(), [{ kind: 'visitor_report_email' }]);
    const [messageId] = await outbox.pendingIdsOf(id);

    const stale = await outbox.findStalePending(new Date(Date.now() + 1000), 100);
    const first = await outbox.startAttempt(messageId!);
    await outbox.markSent(messageId!);
    const again = await outbox.startAttempt(messageId!);

    expect(stale).toContain(messageId);
    expect(first).toMatchObject({ attempts: 1, status: 'pending' });
    expect(again).toBeUndefined();
    expect(await outbox.findStalePending(new Date(Date.now() + 1000), 100)).not.toContain(messageId);
    expect(await outbox.findById(messageId!)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
