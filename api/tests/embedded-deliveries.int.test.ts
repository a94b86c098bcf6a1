import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { submitResponseSchema } from '@app/shared/contract';
import { openDatabase, outboxMessages, submissions, type OutboxMessage } from '@app/shared/db';
import {
  buildSubmitRequest,
  startSmtpTestServer,
  startWebhookTestReceiver,
  type SmtpTestServer,
  type WebhookTestReceiver,
} from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
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
      expect(await opened.json()).toEqual(result);
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
});
