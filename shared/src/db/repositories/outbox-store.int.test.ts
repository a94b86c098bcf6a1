import { storeSubmission } from '../../testing/stored-submissions';
import { buildCompletedReport } from '../../testing/submission-factory';
import { useTestDatabase } from '../../testing/use-test-database';
import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog, outboxMessages, type OutboxKind } from '../schema';
import { createAdminStore } from './admin-store';
import { createOutboxStore, type OutboxDraft } from './outbox-store';
import { createSubmissionStore } from './submission-store';

const database = useTestDatabase();

const drafts: OutboxDraft[] = [
  { kind: 'visitor_report_email' },
  { kind: 'lead_email' },
  { kind: 'lead_webhook', target: 'https://a.example.com/hook' },
  { kind: 'lead_webhook', target: 'https://b.example.com/hook' },
];

describe('the outbox written with a completed report', () => {
  test('when the report is stored twice, even at once, then each message exists once and waits to be sent', async () => {
    const store = createSubmissionStore(database.db);
    const { id } = await storeSubmission(database);

    await Promise.all([
      store.complete(id, buildCompletedReport(), drafts),
      store.complete(id, buildCompletedReport(), drafts),
    ]);
    await store.complete(id, buildCompletedReport(), drafts);

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
    const { id } = await storeSubmission(database);

    // An unknown kind violates nothing in TypeScript's eyes at runtime but fails in the same transaction.
    await expect(
      store.complete(id, buildCompletedReport(), [
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
    const { id } = await storeSubmission(database);
    await store.complete(id, buildCompletedReport(), [{ kind: 'visitor_report_email' }]);
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

describe('failed messages: the list, the resend and the health check', () => {
  // A database of its own: the health check reads the latest messages of each kind.
  const healthDatabase = useTestDatabase();
  const minute = 60_000;
  const start = Date.now() - 60 * minute;

  /** A message of a new submission, left pending, sent, or given up with `reason`, last tried at `minutes`. */
  async function message(
    kind: OutboxKind,
    outcome: 'pending' | 'sent' | { failed: string },
    minutes: number,
  ): Promise<{ id: string; no: number }> {
    const store = createSubmissionStore(healthDatabase.db);
    const outbox = createOutboxStore(healthDatabase.db);
    const { id: submissionId, no } = await storeSubmission(healthDatabase);
    const target = kind === 'lead_webhook' ? 'https://crm.example.com/hooks/secret-token' : undefined;
    await store.complete(submissionId, buildCompletedReport(), [{ kind, target }]);
    const [id] = await outbox.pendingIdsOf(submissionId);
    if (outcome === 'pending') return { id: id!, no };
    await outbox.startAttempt(id!);
    if (outcome === 'sent') await outbox.markSent(id!);
    else await outbox.recordFailure(id!, outcome.failed, true);
    const at = new Date(start + minutes * minute);
    await healthDatabase.db
      .update(outboxMessages)
      .set({ lastAttemptAt: at, ...(outcome === 'sent' && { sentAt: at }) })
      .where(eq(outboxMessages.id, id!));
    return { id: id!, no };
  }

  test('when the last five finished messages of a kind failed, then it is failing until a newer one is sent; pending ones and fewer than five do not count', async () => {
    const outbox = createOutboxStore(healthDatabase.db);
    await message('lead_email', 'sent', 1);
    for (let at = 2; at <= 5; at += 1) await message('lead_email', { failed: 'smtp_rejected_550' }, at);
    await message('lead_webhook', { failed: 'webhook_http_410' }, 6);

    const four = await outbox.failingKinds(5);
    await message('lead_email', { failed: 'smtp_timeout' }, 7);
    await message('lead_email', 'pending', 8);
    const five = await outbox.failingKinds(5);
    await message('lead_email', 'sent', 9);
    const recovered = await outbox.failingKinds(5);

    expect(four).toEqual([]);
    expect(five).toEqual(['lead_email']);
    expect(recovered).toEqual([]);
  });

  test('when visitor e-mails were given up for the daily cap of one address, then they do not make the kind failing', async () => {
    const outbox = createOutboxStore(healthDatabase.db);
    await message('visitor_report_email', 'sent', 10);
    for (let at = 11; at <= 14; at += 1)
      await message('visitor_report_email', { failed: 'smtp_connection' }, at);
    for (let at = 15; at <= 17; at += 1)
      await message('visitor_report_email', { failed: 'recipient_daily_limit' }, at);

    expect(await outbox.failingKinds(5)).not.toContain('visitor_report_email');
    await message('visitor_report_email', { failed: 'smtp_connection' }, 18);
    expect(await outbox.failingKinds(5)).toContain('visitor_report_email');
  });

  test('when the failed messages are listed, then only those come, the latest failure first, with the number of the submission', async () => {
    const outbox = createOutboxStore(healthDatabase.db);
    const latest = await message('lead_webhook', { failed: 'webhook_http_500' }, 30);

    const { rows, total } = await outbox.listFailed({ limit: 2, offset: 0 });
    const all = await outbox.listFailed({ limit: 100, offset: 0 });

    expect(rows[0]).toMatchObject({
      id: latest.id,
      no: latest.no,
      status: 'failed',
      lastError: 'webhook_http_500',
    });
    expect(rows).toHaveLength(2);
    expect(total).toBe(all.rows.length);
    expect(all.rows.every((row) => row.status === 'failed')).toBe(true);
    const times = all.rows.map((row) => row.lastAttemptAt!.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('when a failed message is resent, then it is pending again under its id and the audit log names it without its target; resending it again is refused', async () => {
    const outbox = createOutboxStore(healthDatabase.db);
    const { id: adminId } = await createAdminStore(healthDatabase.db).upsert('resend-operator', 'x');
    const failed = await message('lead_webhook', { failed: 'webhook_http_410' }, 40);
    const sent = await message('lead_email', 'sent', 41);

    const resent = await outbox.resend(failed.id, adminId);
    const again = await outbox.resend(failed.id, adminId);
    const notFailed = await outbox.resend(sent.id, adminId);
    const missing = await outbox.resend('00000000-0000-4000-8000-000000000000', adminId);

    expect(resent).toMatchObject({
      outcome: 'resent',
      message: {
        id: failed.id,
        no: failed.no,
        status: 'pending',
        attempts: 1,
        lastError: 'webhook_http_410',
      },
    });
    expect(again).toEqual({ outcome: 'not_failed' });
    expect(notFailed).toEqual({ outcome: 'not_failed' });
    expect(missing).toEqual({ outcome: 'not_found' });
    const entries = await healthDatabase.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminId, adminId));
    expect(entries.map((entry) => [entry.action, entry.filters, entry.resultCount])).toEqual([
      [
        'resend_delivery',
        { no: failed.no, messageId: failed.id, kind: 'lead_webhook', reason: 'webhook_http_410' },
        1,
      ],
    ]);
    expect(JSON.stringify(entries)).not.toContain('crm.example.com');
  });
});
