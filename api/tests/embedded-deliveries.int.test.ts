import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deliveryLogRowSchema, failedDeliveriesPageSchema, submitResponseSchema } from '@app/shared/contract';
import { openDatabase, outboxMessages, submissions, type OutboxMessage } from '@app/shared/db';
import {
  buildSubmitRequest,
  metricValue,
  startSmtpTestServer,
  startWebhookTestReceiver,
  type SmtpTestServer,
  type WebhookTestReceiver,
} from '@app/shared/testing';
import { visitorEmailsPerAddressPerDay } from '@app/shared/delivery';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { getWithToken, loginToken, sendWithToken } from './admin-test-support';
import { postSubmit, startTestApi } from './start-test-api';

const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;

let dataDir: string;
let smtp: SmtpTestServer;
let receiver: WebhookTestReceiver;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  receiver = await startWebhookTestReceiver();
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

afterAll(async () => {
  await smtp?.close();
  await receiver?.close();
});

function deliveryEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    SMTP_FROM: 'no-reply@example.com',
    LEAD_NOTIFY_EMAILS: 'sales@example.com',
    WEBHOOK_URLS: receiver.url,
    WEBHOOK_SECRET: webhookSecret,
    DELIVERY_BACKOFF_MS: '100',
    DELIVERY_SWEEP_INTERVAL_MS: '500',
    ...extra,
  };
}

/** The outbox rows of the PGlite database under dataDir (read while no server holds it). */
async function storedOutbox(): Promise<(OutboxMessage & { email: string })[]> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db
      .select({ message: outboxMessages, email: submissions.email })
      .from(outboxMessages)
      .innerJoin(submissions, eq(outboxMessages.submissionId, submissions.id));
    return rows.map(({ message, email }) => ({ ...message, email }));
  } finally {
    await database.close();
  }
}

/** Waits until the SMTP server has a message for `address`. */
async function mailTo(address: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received.filter((entry) => entry.envelope.to.includes(address));
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no e-mail to the visitor after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until the receiver accepted a webhook about `email`. */
async function webhookAbout(email: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receiver.received.filter((hook) => hook.status < 300 && hook.body.includes(email));
    if (found.length > 0) return found;
    if (Date.now() > deadline) throw new Error(`no webhook accepted after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('deliveries in embedded mode (in-process runner)', () => {
  test('when a visitor submits, then the same process e-mails them a working link and signs the webhook', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dx-deliveries-'));
    const body = buildSubmitRequest();
    receiver.answerNext(500);
    const api = await startTestApi(deliveryEnv());
    try {
      const response = await postSubmit(api.url, body);
      expect(response.status).toBe(200);
      const { reportUrl, ...result } = submitResponseSchema.parse(await response.json());

      const [mail] = await mailTo(body.userInfo.email);
      // Links point at this server unless PUBLIC_URL says otherwise.
      const token = new RegExp(`${api.url}/report/([A-Za-z0-9_-]{43})`).exec(mail!.mail.text ?? '')?.[1];
      expect(token).toBeDefined();
      expect(`/report/${token}`).not.toBe(reportUrl);
      const opened = await fetch(`${api.url}/api/report/${token}`);
      expect(opened.status).toBe(200);
      expect(await opened.json()).toEqual({
        ...result,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        // The company data a second diagnosis starts from (never the contact data).
        companyInfo: body.companyInfo,
      });
      // The webhook was refused once, then retried and accepted with a valid signature.
      const [hook] = await webhookAbout(body.userInfo.email);
      expect(new Webhook(webhookSecret).verify(hook!.body, hook!.headers)).toMatchObject({
        type: 'lead.created',
        data: { contact: { email: body.userInfo.email } },
      });
    } finally {
      await api.close();
    }

    const rows = await storedOutbox();
    expect(rows.map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual([
      ['lead_email', 'sent', 1],
      ['lead_webhook', 'sent', 2],
      ['visitor_report_email', 'sent', 1],
    ]);
    expect(smtp.received.filter((entry) => entry.envelope.to.includes(body.userInfo.email))).toHaveLength(1);
  });

  test('when one address submits more often than the daily number of e-mails, then every report is shown, the e-mails past the number are given up, and no e-mail holds the name typed in', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dx-deliveries-'));
    const operator = { username: 'ops', password: `operator-${randomUUID()}` };
    const address = `flooded.${randomUUID().slice(0, 8)}@example.com`;
    // The audit's lure: a fake notice typed as the name, to be mailed from the operator's domain.
    const lure = 'お客様のアカウントは停止されました。https://evil.example/unlock で再開してください';
    const bodies = Array.from({ length: visitorEmailsPerAddressPerDay + 1 }, () => {
      const body = buildSubmitRequest();
      body.userInfo = { ...body.userInfo, name: lure, email: address };
      return body;
    });
    const api = await startTestApi(
      deliveryEnv({ ADMIN_USERNAME: operator.username, ADMIN_PASSWORD: operator.password }),
    );
    try {
      for (const body of bodies) {
        const response = await postSubmit(api.url, body);
        expect(response.status).toBe(200);
        expect(submitResponseSchema.parse(await response.json()).reportUrl).toMatch(/^\/report\//);
      }
      // Every visitor e-mail has been sent or given up once none is pending in the delivery log.
      const token = await loginToken(api.url, operator);
      const deadline = Date.now() + 20_000;
      for (;;) {
        const response = await getWithToken(`${api.url}/api/admin/deliveries?limit=100`, token);
        const rows = deliveryLogRowSchema.array().parse(await response.json());
        const visitorRows = rows.filter((row) => row.kind === 'visitor_report_email');
        if (visitorRows.length === bodies.length && visitorRows.every((row) => row.status !== 'pending'))
          break;
        if (Date.now() > deadline) throw new Error(`visitor e-mails still pending: ${JSON.stringify(rows)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await api.close();
    }

    const mails = smtp.received.filter((entry) => entry.envelope.to.includes(address));
    expect(mails).toHaveLength(visitorEmailsPerAddressPerDay);
    for (const { mail } of mails) {
      const text = `${mail.subject}\n${mail.text}\n${String(mail.html)}`;
      expect(text).not.toContain('evil.example');
      expect(text).not.toContain('停止されました');
      expect(mail.text).toMatch(/^この度はDX・AI成熟度診断をご利用いただき、ありがとうございます。\n/);
    }
    const visitorRows = (await storedOutbox()).filter((row) => row.kind === 'visitor_report_email');
    expect(visitorRows.map((row) => [row.status, row.lastError]).sort()).toEqual([
      ['failed', 'recipient_daily_limit'],
      ...Array(visitorEmailsPerAddressPerDay).fill(['sent', null]),
    ]);
  });

  test('when the process stops while a webhook waits for its retry, then the next start delivers it', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dx-deliveries-'));
    const body = buildSubmitRequest();
    receiver.answerNext(500);
    // Without SMTP no e-mail is written; a long backoff keeps the retry waiting at shutdown.
    const webhooksOnly = { SMTP_URL: '', SMTP_FROM: '', LEAD_NOTIFY_EMAILS: '' };
    const first = await startTestApi(deliveryEnv({ ...webhooksOnly, DELIVERY_BACKOFF_MS: '600000' }));
    try {
      expect((await postSubmit(first.url, body)).status).toBe(200);
      const deadline = Date.now() + 20_000;
      while (!receiver.received.some((hook) => hook.body.includes(body.userInfo.email))) {
        if (Date.now() > deadline) throw new Error('the first attempt never came');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await first.close();
    }
    const left = await storedOutbox();
    expect(left.map((row) => [row.kind, row.status, row.attempts, row.lastError])).toEqual([
      ['lead_webhook', 'pending', 1, 'webhook_http_500'],
    ]);

    const second = await startTestApi(deliveryEnv(webhooksOnly));
    try {
      const hooks = await webhookAbout(body.userInfo.email);
      expect(hooks).toHaveLength(1);
    } finally {
      await second.close();
    }
    expect((await storedOutbox()).map((row) => [row.status, row.attempts])).toEqual([['sent', 2]]);
    expect(smtp.received.filter((entry) => entry.envelope.to.includes(body.userInfo.email))).toHaveLength(0);
  });
  test('when a webhook is given up, then the operator resends it from the failed list and this process delivers it with the same webhook-id; its metrics count each outcome', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dx-deliveries-'));
    const operator = { username: 'ops', password: `operator-${randomUUID()}` };
    const body = buildSubmitRequest();
    receiver.answerNext(410);
    const api = await startTestApi(
      deliveryEnv({
        ADMIN_USERNAME: operator.username,
        ADMIN_PASSWORD: operator.password,
        METRICS_PORT: '0',
      }),
    );
    try {
      expect((await postSubmit(api.url, body)).status).toBe(200);
      const token = await loginToken(api.url, operator);
      const failedRows = async () => {
        const response = await getWithToken(`${api.url}/api/admin/deliveries/failed`, token);
        return failedDeliveriesPageSchema.parse(await response.json()).rows;
      };
      const deadline = Date.now() + 20_000;
      let rows = await failedRows();
      while (rows.length === 0) {
        if (Date.now() > deadline) throw new Error('the webhook was never given up');
        await new Promise((resolve) => setTimeout(resolve, 50));
        rows = await failedRows();
      }
      expect(rows.map((row) => [row.kind, row.reason, row.attempts])).toEqual([
        ['lead_webhook', 'webhook_http_410', 1],
      ]);
      await mailTo(body.userInfo.email);

      const resent = await sendWithToken(
        `${api.url}/api/admin/deliveries/${rows[0]!.id}/resend`,
        token,
        'POST',
      );

      expect(resent.status).toBe(202);
      const [hook] = await webhookAbout(body.userInfo.email);
      expect(hook!.headers['webhook-id']).toBe(rows[0]!.id);
      expect(receiver.received.filter((each) => each.headers['webhook-id'] === rows[0]!.id)).toHaveLength(2);
      expect(await failedRows()).toEqual([]);
      const metrics = await (await fetch(api.metricsUrl!)).text();
      expect(
        metricValue(metrics, 'dx_delivery_attempts_total', { kind: 'lead_webhook', outcome: 'failed' }),
      ).toBe(1);
      expect(
        metricValue(metrics, 'dx_delivery_attempts_total', { kind: 'lead_webhook', outcome: 'sent' }),
      ).toBe(1);
      expect(
        metricValue(metrics, 'dx_delivery_attempts_total', { kind: 'visitor_report_email', outcome: 'sent' }),
      ).toBe(1);
      expect(metricValue(metrics, 'dx_delivery_failing', { kind: 'lead_webhook' })).toBe(0);
    } finally {
      await api.close();
    }
    expect((await storedOutbox()).find((row) => row.kind === 'lead_webhook')).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });
});
