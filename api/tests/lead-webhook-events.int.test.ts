import {
  deliveryLogRowSchema,
  leadDeletedWebhookSchema,
  leadUpdatedWebhookSchema,
  type LeadWebhookEvent,
} from '@app/shared/contract';
import { outboxMessages, submissions, type OutboxMessage } from '@app/shared/db';
import { buildSubmitRequest, settledMessage } from '@app/shared/testing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, test } from 'vitest';
import { createTestAdmin, getWithToken, seedResponse, sendWithToken } from './admin-test-support';
import { submitAndSettle, useDeliveryStack, webhookOf } from './delivery-test-support';

// The distributed mode: this API writes the webhooks of a lead's changes with the change, the
// worker process delivers them to a CRM on loopback; each delivery's signature is verified here.
const stack = useDeliveryStack();

function patchLead(no: number, body: Record<string, unknown>): Promise<Response> {
  return sendWithToken(`${stack.api.url}/api/admin/responses/${no}`, stack.token, 'PATCH', body);
}

/** The lead's webhooks of one event written so far, oldest first. */
function eventsOf(submissionId: string, event: LeadWebhookEvent): Promise<OutboxMessage[]> {
  return stack.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.submissionId, submissionId), eq(outboxMessages.event, event)))
    .orderBy(outboxMessages.createdAt);
}

/**
 * What the CRM got for one message once it is sent: every request verified against the secret
 * (a bad signature throws) and under the message's id, their answers, and the body of the last.
 */
async function deliveredOnce(
  message: OutboxMessage,
): Promise<{ statuses: number[]; body: unknown; raw: string }> {
  expect(await settledMessage(stack.database, message.id)).toMatchObject({ status: 'sent' });
  const requests = stack.receiver.received.filter((hook) => hook.headers['webhook-id'] === message.id);
  const signer = new Webhook(stack.webhookSecret);
  const bodies = requests.map((hook) => signer.verify(hook.body, hook.headers));
  return { statuses: requests.map((hook) => hook.status), body: bodies.at(-1), raw: requests.at(-1)!.body };
}

describe('webhooks a CRM can follow', () => {
  test('when a lead is created, then lead.created adds the free text, the asks, the source and the fit score, and keeps its webhook-id across a retry', async () => {
    const source = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: '秋の診断' };
    const freeText = {
      issue: '見積書の作成に時間がかかっています。',
      expectation: '',
      support: 'ものづくり補助金の補助率と上限はいくらですか？',
    };
    stack.receiver.answerNext(500);

    const lead = await submitAndSettle(stack, buildSubmitRequest({ source, freeText }));

    const webhook = webhookOf(lead.messages);
    expect(webhook).toMatchObject({ event: 'lead.created', status: 'sent', attempts: 2, payload: null });
    const { statuses, body } = await deliveredOnce(webhook);
    expect(statuses).toEqual([500, 204]);
    const [stored] = await stack.database.db.select().from(submissions).where(eq(submissions.id, lead.id));
    const asks = stored!.result!.answersToAsks!.map((entry) => entry.question);
    expect(asks.length).toBeGreaterThan(0);
    expect(body).toMatchObject({
      type: 'lead.created',
      data: {
        submissionNo: lead.no,
        contact: { email: lead.email, name: lead.body.userInfo.name },
        freeText,
        asks,
        source,
        fitScore: stored!.fitScore,
      },
    });
    expect(stored!.fitScore).toEqual(expect.any(Number));
  });

  test('when an operator changes the status, then one lead.updated carries the old and new status and the new version, retried under one webhook-id; saves that change nothing send none', async () => {
    const lead = await submitAndSettle(stack);
    stack.receiver.answerNext(500);
    const before = Date.now();

    const changed = await patchLead(lead.no, { version: 0, status: 'in_progress' });
    const after = Date.now();
    const unchanged = [
      await patchLead(lead.no, { version: 1, status: 'in_progress' }),
      await patchLead(lead.no, { version: 1, owner: null }),
      await patchLead(lead.no, { version: 1, note: '来週訪問の約束' }),
    ];

    expect(changed.status).toBe(200);
    expect(unchanged.map((response) => response.status)).toEqual([200, 200, 200]);
    const [update, ...more] = await eventsOf(lead.id, 'lead.updated');
    expect(more).toEqual([]);
    const { statuses, body, raw } = await deliveredOnce(update!);
    expect(statuses).toEqual([500, 204]);
    const event = leadUpdatedWebhookSchema.parse(body);
    // The time of the change, not of the sending.
    expect(Date.parse(event.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(event.timestamp)).toBeLessThanOrEqual(after);
    expect(event).toEqual({
      type: 'lead.updated',
      timestamp: event.timestamp,
      data: {
        submissionNo: lead.no,
        version: 1,
        changes: {
          status: { from: { code: 'new', label: '未対応' }, to: { code: 'in_progress', label: '対応中' } },
        },
      },
    });
    // Sent as written when the change was saved, its keys in order.
    expect(raw).toMatch(/^\{"type":"lead\.updated","timestamp":"[^"]+","data":\{"submissionNo":/);
    expect(raw).not.toContain('来週訪問');
    expect(raw).not.toContain(lead.email);
    // Nothing more reached the CRM about this lead.
    const about = stack.receiver.received.filter(
      (hook) => (JSON.parse(hook.body) as { data: { submissionNo: number } }).data.submissionNo === lead.no,
    );
    expect(new Set(about.map((hook) => hook.headers['webhook-id']))).toEqual(
      new Set([webhookOf(lead.messages).id, update!.id]),
    );
  });

  test('when an operator takes the lead, then lead.updated names the owner before and after by id and username; one save changing status and owner sends one event with both', async () => {
    const lead = await submitAndSettle(stack);
    const colleague = await createTestAdmin(stack.database);
    stack.receiver.answerNext(500);

    const taken = await patchLead(lead.no, { version: 0, owner: stack.admin.id });
    const [first] = await eventsOf(lead.id, 'lead.updated');
    const firstDelivery = await deliveredOnce(first!);
    const handedOn = await patchLead(lead.no, { version: 1, owner: colleague.id, status: 'negotiating' });

    expect([taken.status, handedOn.status]).toEqual([200, 200]);
    const [, second, ...more] = await eventsOf(lead.id, 'lead.updated');
    expect(more).toEqual([]);
    const me = { id: stack.admin.id, username: stack.admin.username };
    expect(firstDelivery.statuses).toEqual([500, 204]);
    expect(leadUpdatedWebhookSchema.parse(firstDelivery.body).data).toEqual({
      submissionNo: lead.no,
      version: 1,
      changes: { owner: { from: null, to: me } },
    });
    expect(leadUpdatedWebhookSchema.parse((await deliveredOnce(second!)).body).data).toEqual({
      submissionNo: lead.no,
      version: 2,
      changes: {
        status: { from: { code: 'new', label: '未対応' }, to: { code: 'negotiating', label: '商談化' } },
        owner: { from: me, to: { id: colleague.id, username: colleague.username } },
      },
    });
  });

  test('when the respondent is deleted, then lead.deleted carries the number only, retried under one webhook-id, and the earlier lead.updated outlives the lead without its link', async () => {
    const lead = await submitAndSettle(stack);
    expect((await patchLead(lead.no, { version: 0, status: 'out_of_scope' })).status).toBe(200);
    const [update] = await eventsOf(lead.id, 'lead.updated');
    await deliveredOnce(update!);
    stack.receiver.answerNext(500);

    const response = await sendWithToken(
      `${stack.api.url}/api/admin/responses/${lead.no}`,
      stack.token,
      'DELETE',
    );

    expect(response.status).toBe(204);
    const [deleted, ...more] = await stack.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.event, 'lead.deleted'),
          sql`${outboxMessages.payload}->'data'->>'submissionNo' = ${String(lead.no)}`,
        ),
      );
    expect(more).toEqual([]);
    expect(deleted).toMatchObject({ submissionId: null, kind: 'lead_webhook', target: stack.receiver.url });
    const { statuses, body, raw } = await deliveredOnce(deleted!);
    expect(statuses).toEqual([500, 204]);
    expect(leadDeletedWebhookSchema.parse(body)).toEqual({
      type: 'lead.deleted',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { submissionNo: lead.no },
    });
    for (const personal of [
      lead.email,
      lead.body.userInfo.name,
      lead.body.userInfo.phone,
      lead.body.companyInfo.companyName,
    ])
      expect(raw).not.toContain(personal);
    // The messages built from the lead went with it; its status change stays, unlinked, still sent.
    const survivors = await stack.database.db
      .select({ id: outboxMessages.id, submissionId: outboxMessages.submissionId })
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [...lead.messages.map((message) => message.id), update!.id]));
    expect(survivors).toEqual([{ id: update!.id, submissionId: null }]);
    // The delivery log still names the number of a deleted lead's webhooks.
    const log = await getWithToken(`${stack.api.url}/api/admin/deliveries?limit=100`, stack.token);
    const rows = deliveryLogRowSchema.array().parse(await log.json());
    expect(
      rows
        .filter((row) => row.no === lead.no)
        .map((row) => row.id)
        .sort(),
    ).toEqual([deleted!.id, update!.id].sort());
  });

  test('when the lead’s report is not stored yet, then changing or deleting it tells the CRM nothing', async () => {
    const seeded = await seedResponse(stack.database, { completed: false });

    const changed = await patchLead(seeded.no, { version: 0, status: 'in_progress' });
    const deleted = await sendWithToken(
      `${stack.api.url}/api/admin/responses/${seeded.no}`,
      stack.token,
      'DELETE',
    );

    expect([changed.status, deleted.status]).toEqual([200, 204]);
    const written = await stack.database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.payload}->'data'->>'submissionNo' = ${String(seeded.no)}`);
    expect(written).toEqual([]);
  });
});
