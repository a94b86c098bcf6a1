import { randomUUID } from 'node:crypto';
import {
  adminResponseRowSchema,
  deliveryLogRowSchema,
  failedDeliveriesPageSchema,
  type FailedDeliveriesPage,
} from '@app/shared/contract';
import { createAdminAuditLog, createOutboxStore, insertOutboxDrafts, submissions } from '@app/shared/db';
import { metricValue, settledMessage } from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, test } from 'vitest';
import { getWithToken, seedResponse, sendWithToken } from './admin-test-support';
import { submitAndSettle, useDeliveryStack, webhookOf, type SettledLead } from './delivery-test-support';

// The distributed mode: this API in-process, a worker process sending through a real SMTP server
// and to a real webhook receiver on loopback. Deliveries retry fast here (100 ms, doubling).
const stack = useDeliveryStack();

async function failedPage(query = ''): Promise<FailedDeliveriesPage> {
  const response = await getWithToken(`${stack.api.url}/api/admin/deliveries/failed${query}`, stack.token);
  expect(response.status).toBe(200);
  return failedDeliveriesPageSchema.parse(await response.json());
}

function resend(id: string, bearer = stack.token): Promise<Response> {
  return sendWithToken(`${stack.api.url}/api/admin/deliveries/${id}/resend`, bearer, 'POST');
}

async function listRow(no: number) {
  const response = await getWithToken(`${stack.api.url}/api/admin/data?noFrom=${no}&noTo=${no}`, stack.token);
  return adminResponseRowSchema.array().parse(await response.json())[0]!;
}

/** The worker's /metrics as text. */
async function workerMetrics(): Promise<string> {
  const port = [...stack.worker.output().matchAll(/"metricsPort":(\d+)/g)].at(-1)![1];
  return (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
}

/**
 * The worker's JSON log lines with this message, once there is one: its output arrives by a pipe,
 * which may lag behind an HTTP answer the line was written before.
 */
async function workerLogLines(message: string, timeoutMs = 10_000): Promise<Record<string, unknown>[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = stack.worker
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === message);
    if (lines.length > 0 || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('GET /api/admin/deliveries/failed and POST /api/admin/deliveries/:id/resend', () => {
  test('when no admin token is sent, then both answer 401 and nothing is resent', async () => {
    const list = await fetch(`${stack.api.url}/api/admin/deliveries/failed`);
    const post = await fetch(`${stack.api.url}/api/admin/deliveries/${randomUUID()}/resend`, {
      method: 'POST',
    });

    expect(list.status).toBe(401);
    expect(post.status).toBe(401);
  });

  test('when the CRM answers 410 Gone, then the webhook is listed as failed with its host, reason, attempts and time, never an address, and its lead is flagged in the list', async () => {
    stack.receiver.answerNext(410);

    const lead = await submitAndSettle(stack);

    const webhook = webhookOf(lead.messages);
    expect(webhook).toMatchObject({ status: 'failed', attempts: 1, lastError: 'webhook_http_410' });
    const page = await failedPage();
    const row = page.rows.find((candidate) => candidate.id === webhook.id);
    expect(row).toEqual({
      id: webhook.id,
      no: lead.no,
      kind: 'lead_webhook',
      event: 'lead.created',
      // The host only: a webhook URL's path and query may be its secret.
      target: new URL(stack.receiver.url).host,
      reason: 'webhook_http_410',
      attempts: 1,
      createdAt: webhook.createdAt.toISOString(),
      lastAttemptAt: webhook.lastAttemptAt!.toISOString(),
    });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(page)).not.toContain(lead.email);
    expect(JSON.stringify(page)).not.toContain('/hooks/');
    expect((await listRow(lead.no)).deliveryFailed).toBe(true);
    const delivered = await submitAndSettle(stack);
    expect((await listRow(delivered.no)).deliveryFailed).toBe(false);
  });

  test('when e-mails were given up, then the visitor and the operators are named by role, not by address, and the page is paged with its total', async () => {
    const seeded = await seedResponse(stack.database);
    const [submission] = await stack.database.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.no, seeded.no));
    const outbox = createOutboxStore(stack.database.db);
    await insertOutboxDrafts(stack.database.db, submission!.id, [
      { kind: 'visitor_report_email' },
      { kind: 'lead_email' },
    ]);
    // Given up at once, before the worker's sweep (1 s) could take them.
    for (const messageId of await outbox.pendingIdsOf(submission!.id)) {
      await outbox.startAttempt(messageId);
      await outbox.recordFailure(messageId, 'smtp_rejected_550', true);
    }

    const page = await failedPage();
    const firstOfTwo = await failedPage('?limit=1&offset=0');
    const secondOfTwo = await failedPage('?limit=1&offset=1');

    const seededRows = page.rows.filter((row) => row.no === seeded.no);
    expect(seededRows.map((row) => [row.kind, row.target, row.reason]).sort()).toEqual([
      ['lead_email', 'operators', 'smtp_rejected_550'],
      ['visitor_report_email', 'visitor', 'smtp_rejected_550'],
    ]);
    expect(JSON.stringify(page)).not.toContain(seeded.email);
    expect(firstOfTwo.rows).toHaveLength(1);
    expect(firstOfTwo.total).toBe(page.total);
    expect(secondOfTwo.rows[0]!.id).not.toBe(firstOfTwo.rows[0]!.id);
    expect(page.rows.slice(0, 2).map((row) => row.id)).toEqual([
      firstOfTwo.rows[0]!.id,
      secondOfTwo.rows[0]!.id,
    ]);
  });

  test('when an operator resends a failed webhook, then 202 answers and the worker delivers it again with the same webhook-id, signed; the resend is audited without contact data', async () => {
    stack.receiver.answerNext(410);
    const lead = await submitAndSettle(stack);
    const webhook = webhookOf(lead.messages);
    expect(webhook.status).toBe('failed');

    const response = await resend(webhook.id);

    expect(response.status).toBe(202);
    expect(deliveryLogRowSchema.parse(await response.json())).toMatchObject({
      id: webhook.id,
      no: lead.no,
      status: 'pending',
    });
    expect(await settledMessage(stack.database, webhook.id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    const hooks = stack.receiver.received.filter((hook) => hook.headers['webhook-id'] === webhook.id);
    expect(hooks.map((hook) => hook.status)).toEqual([410, 204]);
    expect(() => new Webhook(stack.webhookSecret).verify(hooks[1]!.body, hooks[1]!.headers)).not.toThrow();
    expect((await failedPage()).rows.map((row) => row.id)).not.toContain(webhook.id);
    expect((await listRow(lead.no)).deliveryFailed).toBe(false);
    const audit = await createAdminAuditLog(stack.database.db).findByAdmin(stack.admin.id);
    const entry = audit.find((candidate) => candidate.action === 'resend_delivery');
    expect(entry).toMatchObject({
      filters: { no: lead.no, messageId: webhook.id, kind: 'lead_webhook', reason: 'webhook_http_410' },
      resultCount: 1,
    });
    expect(JSON.stringify(audit)).not.toContain(lead.email);
  });

  test('when the message is not failed, then 409 answers and nothing changes; an unknown id answers 404, a malformed one 400', async () => {
    const lead = await submitAndSettle(stack);
    const sent = webhookOf(lead.messages);

    const notFailed = await resend(sent.id);
    const unknown = await resend('00000000-0000-4000-8000-000000000000');
    const malformed = await resend('not-a-uuid');
    const badQuery = await getWithToken(
      `${stack.api.url}/api/admin/deliveries/failed?limit=0&offset=-1`,
      stack.token,
    );

    expect(notFailed.status).toBe(409);
    expect(((await notFailed.json()) as { error: { code: string } }).error.code).toBe('delivery_not_failed');
    expect(await settledMessage(stack.database, sent.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(400);
    expect(badQuery.status).toBe(400);
    const issues = ((await badQuery.json()) as { error: { issues: { path: string }[] } }).error.issues;
    expect(issues.map((issue) => issue.path).sort()).toEqual(['limit', 'offset']);
  });

  test('when the last five webhooks all failed, then the page names the kind, the worker warns and its gauge rises; one delivered webhook clears them', async () => {
    const before = await workerMetrics();
    stack.receiver.answerNext(410, 410, 410, 410, 410);

    const leads: SettledLead[] = [];
    for (let count = 0; count < 5; count += 1) leads.push(await submitAndSettle(stack));

    const failing = await failedPage();
    expect(failing.health).toEqual({ window: 5, failingKinds: ['lead_webhook'] });
    const during = await workerMetrics();
    expect(metricValue(during, 'dx_delivery_failing', { kind: 'lead_webhook' })).toBe(1);
    expect(metricValue(during, 'dx_delivery_failing', { kind: 'lead_email' })).toBe(0);
    const failedSeries = { kind: 'lead_webhook', outcome: 'failed' };
    expect(metricValue(during, 'dx_delivery_attempts_total', failedSeries)).toBe(
      metricValue(before, 'dx_delivery_attempts_total', failedSeries) + 5,
    );
    expect(await workerLogLines('the last 5 deliveries of this kind all failed')).toEqual([
      expect.objectContaining({ level: 40, kind: 'lead_webhook', window: 5 }),
    ]);

    expect((await resend(webhookOf(leads.at(-1)!.messages).id)).status).toBe(202);
    expect(await settledMessage(stack.database, webhookOf(leads.at(-1)!.messages).id)).toMatchObject({
      status: 'sent',
    });

    expect((await failedPage()).health.failingKinds).toEqual([]);
    expect(metricValue(await workerMetrics(), 'dx_delivery_failing', { kind: 'lead_webhook' })).toBe(0);
    expect(await workerLogLines('deliveries of this kind succeed again')).toEqual([
      expect.objectContaining({ level: 30, kind: 'lead_webhook' }),
    ]);
  });

  test('when the CRM answers 500 once, then the worker counts a retried and a sent webhook', async () => {
    const before = await workerMetrics();
    stack.receiver.answerNext(500);

    const lead = await submitAndSettle(stack);

    expect(webhookOf(lead.messages)).toMatchObject({ status: 'sent', attempts: 2 });
    const after = await workerMetrics();
    for (const [outcome, added] of [
      ['retried', 1],
      ['sent', 1],
      ['failed', 0],
    ] as const) {
      const series = { kind: 'lead_webhook', outcome };
      expect(metricValue(after, 'dx_delivery_attempts_total', series)).toBe(
        metricValue(before, 'dx_delivery_attempts_total', series) + added,
      );
    }
    expect(
      metricValue(after, 'dx_delivery_attempts_total', { kind: 'visitor_report_email', outcome: 'sent' }),
    ).toBe(
      metricValue(before, 'dx_delivery_attempts_total', { kind: 'visitor_report_email', outcome: 'sent' }) +
        1,
    );
  });
});
