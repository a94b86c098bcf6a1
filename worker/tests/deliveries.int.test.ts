import { randomBytes, randomUUID } from 'node:crypto';
import {
  deliveryQueueName,
  deliverMessageJobName,
  submitResponseSchema,
  type SubmitRequestInput,
  type SubmitResponse,
} from '@app/shared/contract';
import { createSubmissionStore, outboxMessages, submissions } from '@app/shared/db';
import { visitorEmailsPerAddressPerDay } from '@app/shared/delivery';
import { createReportComposer } from '@app/shared/report';
import {
  buildParsedSubmitRequest,
  buildSubmitRequest,
  settledOutbox,
  startApiProcess,
  startSmtpTestServer,
  startWebhookTestReceiver,
  startWorkerProcess,
  storeSubmission,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  type ApiProcess,
  type ReceivedMail,
  type ServiceProcess,
  type SmtpTestServer,
  type WebhookTestReceiver,
} from '@app/shared/testing';
import { Queue, QueueEvents } from 'bullmq';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// The distributed mode as ops run it: an API process, a worker process, a real SMTP server and a
// real HTTP endpoint on loopback. Deliveries retry fast here (200 ms, doubling).
const attempts = 4;
const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
const adminPathSecret = randomBytes(64).toString('hex');
const operators = ['sales@example.com', 'ops@example.com'];

const database = useTestDatabase();
let smtp: SmtpTestServer;
let receiver: WebhookTestReceiver;
let api: ApiProcess;
let worker: ServiceProcess;
let workerEnv: Record<string, string>;
let sharedEnv: Record<string, string>;
let queuePrefix: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  receiver = await startWebhookTestReceiver();
  queuePrefix = uniqueQueuePrefix();
  sharedEnv = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: queuePrefix };
  api = await startApiProcess(sharedEnv);
  workerEnv = {
    ...sharedEnv,
    PUBLIC_URL: api.url,
    SMTP_URL: smtp.url,
    SMTP_FROM: 'DX診断 <no-reply@example.com>',
    LEAD_NOTIFY_EMAILS: operators.join(', '),
    WEBHOOK_URLS: receiver.url,
    WEBHOOK_SECRET: webhookSecret,
    ADMIN_PATH_SECRET: adminPathSecret,
    PROVIDER_NAME: '株式会社テストコンサルティング',
    PROVIDER_CONTACT: 'info@consulting.example.jp / 03-0000-0000',
    PROVIDER_ADDRESS: '東京都港区芝公園4-2-8',
    PRIVACY_CONTACT: 'privacy@consulting.example.jp',
    PRIVACY_POLICY_DATE: '2026-04-01',
    DELIVERY_ATTEMPTS: String(attempts),
    DELIVERY_BACKOFF_MS: '200',
    DELIVERY_SWEEP_INTERVAL_MS: '1000',
    WORKER_LOCK_MS: '1500',
  };
  worker = await startWorkerProcess(workerEnv);
});

afterAll(async () => {
  await worker?.stop();
  await api?.stop();
  await smtp?.close();
  await receiver?.close();
});

function post(baseUrl: string, body: SubmitRequestInput, idempotencyKey?: string): Promise<Response> {
  return fetch(`${baseUrl}/api/submit`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function submit(body: SubmitRequestInput): Promise<SubmitResponse> {
  const response = await post(api.url, body);
  expect(response.status).toBe(200);
  return submitResponseSchema.parse(await response.json());
}

async function submissionOf(body: SubmitRequestInput) {
  const [row] = await database.db
    .select()
    .from(submissions)
    .where(eq(submissions.email, body.userInfo.email));
  return row!;
}

const mailsTo = (address: string): ReceivedMail[] =>
  smtp.received.filter((entry) => entry.envelope.to.includes(address));

function tokenIn(mail: ReceivedMail): string {
  const match = new RegExp(`${api.url}/report/([A-Za-z0-9_-]{43})`).exec(mail.mail.text ?? '');
  if (!match) throw new Error('no report link in the e-mail');
  return match[1]!;
}

describe('deliveries after the report (distributed mode)', () => {
  test('when a visitor submits, then they get one Japanese e-mail whose link opens the report, and the operators and the CRM are told of the lead', async () => {
    const body = buildSubmitRequest();

    const answer = await submit(body);

    const submission = await submissionOf(body);
    const rows = await settledOutbox(database, submission.id);
    expect(rows.map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual([
      ['lead_email', 'sent', 1],
      ['lead_webhook', 'sent', 1],
      ['visitor_report_email', 'sent', 1],
    ]);
    // The visitor's e-mail: Japanese, HTML and text, from the configured sender, naming the provider.
    const [visitorMail, ...more] = mailsTo(body.userInfo.email);
    expect(more).toHaveLength(0);
    expect(visitorMail!.envelope.from).toBe('no-reply@example.com');
    expect(visitorMail!.mail.subject).toBe('【DX・AI成熟度診断】診断レポートのご案内');
    // A neutral greeting: nothing the visitor typed, not even their name.
    expect(visitorMail!.mail.text).toMatch(
      /^この度はDX・AI成熟度診断をご利用いただき、ありがとうございます。\n/,
    );
    expect(visitorMail!.mail.html).toContain('診断レポートを開く');
    // Its footer names the operator, where it is and where to ask, the privacy contact with the policy date.
    expect(visitorMail!.mail.text).toMatch(
      /――\n株式会社テストコンサルティング\n所在地：東京都港区芝公園4-2-8\nお問い合わせ：info@consulting\.example\.jp \/ 03-0000-0000\n個人情報の取り扱い（2026年4月1日改定）：privacy@consulting\.example\.jp\n$/,
    );
    for (const line of [
      '<strong>株式会社テストコンサルティング</strong>',
      '所在地：東京都港区芝公園4-2-8',
      '個人情報の取り扱い（2026年4月1日改定）：privacy@consulting.example.jp',
    ])
      expect(visitorMail!.mail.html).toContain(line);
    // No answers and no part of the report travel by mail.
    const { reportUrl, ...result } = answer;
    for (const text of [visitorMail!.mail.text!, String(visitorMail!.mail.html)]) {
      expect(text).not.toContain(body.userInfo.name);
      expect(text).not.toContain(body.companyInfo.companyName);
      expect(text).not.toContain(result.executiveSummary.keyFinding);
      expect(text).not.toContain(body.freeText!.issue);
    }
    // Its link is a private link of its own that opens the same report.
    const token = tokenIn(visitorMail!);
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

    // The operators: one e-mail to every address, with the contact data and the dashboard link.
    const [leadMail, ...moreLeads] = smtp.received.filter((entry) =>
      entry.mail.subject?.includes(`No.${submission.no}）`),
    );
    expect(moreLeads).toHaveLength(0);
    expect(leadMail!.envelope.to).toEqual(operators);
    expect(leadMail!.mail.subject).toBe(
      `【新規リード】${body.companyInfo.companyName}（No.${submission.no}）`,
    );
    expect(leadMail!.mail.text).toContain(body.userInfo.email);
    expect(leadMail!.mail.text).toContain(body.userInfo.phone);
    expect(leadMail!.mail.text).toContain(`レベル${submission.scores!.level}`);
    expect(leadMail!.mail.text).toContain(
      `${api.url}/admin/dashboard/${adminPathSecret}?no=${submission.no}`,
    );
    // The operator's reply goes to the lead.
    expect(leadMail!.mail.replyTo?.text).toBe(body.userInfo.email);

    // The CRM: one Standard Webhooks request whose signature verifies with the secret.
    const hooks = receiver.received.filter((hook) => hook.body.includes(body.userInfo.email));
    expect(hooks).toHaveLength(1);
    const hook = hooks[0]!;
    const webhookRow = rows.find((row) => row.kind === 'lead_webhook')!;
    expect(hook.headers['content-type']).toBe('application/json');
    expect(hook.headers['webhook-id']).toBe(webhookRow.id);
    expect(Number(hook.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    expect(hook.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    const payload = new Webhook(webhookSecret).verify(hook.body, hook.headers) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('lead.created');
    expect(payload.data).toMatchObject({
      submissionNo: submission.no,
      contact: { name: body.userInfo.name, email: body.userInfo.email, phone: body.userInfo.phone },
      company: {
        name: body.companyInfo.companyName,
        industry: { code: 'manufacturing', label: '製造業' },
        companySize: { code: '30_99', label: '30〜99名' },
      },
      assessment: { level: submission.scores!.level, score: submission.scores!.overall },
      writer: 'builtin',
    });
    // Never a report-link token, nor the admin path secret.
    expect(hook.body).not.toContain(reportUrl!.slice('/report/'.length));
    expect(hook.body).not.toContain(token);
    expect(hook.body).not.toContain(adminPathSecret);
    expect(() =>
      new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(hook.body, hook.headers),
    ).toThrow();

    // Neither the worker's log nor the jobs it kept hold contact data or tokens.
    for (const secret of [body.userInfo.email, body.userInfo.name, body.companyInfo.companyName, token]) {
      expect(worker.output()).not.toContain(secret);
    }
    const queue = new Queue(deliveryQueueName, { connection: { url: testRedisUrl }, prefix: queuePrefix });
    try {
      const jobs = await queue.getJobs(['completed', 'failed']);
      expect(jobs.length).toBeGreaterThanOrEqual(3);
      for (const job of jobs) expect(Object.keys(job.data as object)).toEqual(['messageId']);
    } finally {
      await queue.close();
    }
  });

  test('when the submit answers 504 while the report is still being written, then the visitor is still e-mailed once it is stored, and the retry with the same key answers it', async () => {
    // No worker: the job waits in the queue past the API's timeout.
    await worker.stop();
    const impatient = await startApiProcess({ ...sharedEnv, REPORT_TIMEOUT_MS: '300' });
    const body = buildSubmitRequest();
    const idempotencyKey = randomUUID();
    try {
      const timedOut = await post(impatient.url, body, idempotencyKey);
      expect(timedOut.status).toBe(504);
      expect(((await timedOut.json()) as { error: { code: string } }).error.code).toBe('report_timeout');
      expect(mailsTo(body.userInfo.email)).toHaveLength(0);

      // The held-open request is over; a worker comes back and writes the report.
      worker = await startWorkerProcess(workerEnv);

      const submission = await submissionOf(body);
      const rows = await settledOutbox(database, submission.id);
      expect(rows.find((row) => row.kind === 'visitor_report_email')).toMatchObject({ status: 'sent' });
      const [mail, ...more] = mailsTo(body.userInfo.email);
      expect(more).toHaveLength(0);
      const opened = await fetch(`${api.url}/api/report/${tokenIn(mail!)}`);
      expect(opened.status).toBe(200);
      // The same button resends the same key: the stored report, no second lead, no second e-mail.
      const retried = await post(impatient.url, body, idempotencyKey);
      expect(retried.status).toBe(200);
      const { reportUrl: _link, ...result } = submitResponseSchema.parse(await retried.json());
      expect(await opened.json()).toEqual({
        ...result,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        // The company data a second diagnosis starts from (never the contact data).
        companyInfo: body.companyInfo,
      });
      const leads = await database.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.email, body.userInfo.email));
      expect(leads).toHaveLength(1);
      expect(await settledOutbox(database, submission.id)).toHaveLength(rows.length);
      expect(mailsTo(body.userInfo.email)).toHaveLength(1);
    } finally {
      await impatient.stop();
    }
  });

  test('when one address submits more often than the daily number of e-mails, then every report is shown, only that many e-mails reach it, and the rest are given up without the address in any log or key', async () => {
    const address = `flooded.${randomUUID().slice(0, 8)}@example.com`;
    const bodies = Array.from({ length: visitorEmailsPerAddressPerDay + 1 }, () => {
      const body = buildSubmitRequest();
      body.userInfo = { ...body.userInfo, email: address };
      return body;
    });

    for (const body of bodies) expect((await submit(body)).reportUrl).toMatch(/^\/report\//);

    const stored = await database.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.email, address));
    expect(stored).toHaveLength(bodies.length);
    const visitorRows = (await Promise.all(stored.map((row) => settledOutbox(database, row.id))))
      .flat()
      .filter((row) => row.kind === 'visitor_report_email');
    expect(visitorRows.map((row) => [row.status, row.lastError]).sort()).toEqual([
      ['failed', 'recipient_daily_limit'],
      ...Array(visitorEmailsPerAddressPerDay).fill(['sent', null]),
    ]);
    expect(mailsTo(address)).toHaveLength(visitorEmailsPerAddressPerDay);
    expect(worker.output()).toContain('recipient_daily_limit');
    expect(worker.output()).not.toContain(address);
    const redis = new Redis(testRedisUrl);
    try {
      const keys = await redis.keys(`${queuePrefix}:visitor-email:*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.join('\n')).not.toContain(address.split('@')[0]);
    } finally {
      await redis.quit();
    }
  });

  test('when the delivery job of a sent e-mail runs again, then nothing is sent twice', async () => {
    const body = buildSubmitRequest();
    await submit(body);
    const submission = await submissionOf(body);
    const rows = await settledOutbox(database, submission.id);
    const visitorRow = rows.find((row) => row.kind === 'visitor_report_email')!;
    const queue = new Queue(deliveryQueueName, { connection: { url: testRedisUrl }, prefix: queuePrefix });
    const events = new QueueEvents(deliveryQueueName, {
      connection: { url: testRedisUrl },
      prefix: queuePrefix,
    });
    await events.waitUntilReady();

    try {
      // A second job for the same message (a job id of its own, so BullMQ runs it).
      const again = await queue.add(
        deliverMessageJobName,
        { messageId: visitorRow.id },
        { jobId: `${visitorRow.id}-again` },
      );
      await again.waitUntilFinished(events, 10_000);
    } finally {
      await events.close();
      await queue.close();
    }

    expect(mailsTo(body.userInfo.email)).toHaveLength(1);
    const [after] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, visitorRow.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  });

  test('when the SMTP server refuses the first attempts, then each e-mail is retried with backoff and delivered once', async () => {
    const body = buildSubmitRequest();
    smtp.refuseNext(3, 451);

    await submit(body);

    const submission = await submissionOf(body);
    const rows = await settledOutbox(database, submission.id);
    expect(smtp.refusals()).toBeGreaterThanOrEqual(3);
    const emails = rows.filter((row) => row.kind !== 'lead_webhook');
    expect(emails.every((row) => row.status === 'sent')).toBe(true);
    // Three refused transactions were spread over the two e-mails.
    expect(emails.reduce((sum, row) => sum + row.attempts, 0)).toBe(2 + 3);
    for (const row of emails.filter((candidate) => candidate.attempts > 1)) {
      // The first retry waited the backoff (200 ms).
      expect(row.sentAt!.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(200);
    }
    expect(mailsTo(body.userInfo.email)).toHaveLength(1);
    expect(
      smtp.received.filter((entry) => entry.mail.subject?.includes(`No.${submission.no}）`)),
    ).toHaveLength(1);
  });

  test('when the SMTP server rejects an e-mail for good, then it is given up at once without retries', async () => {
    const body = buildSubmitRequest();
    smtp.refuseNext(1, 550);

    await submit(body);

    const submission = await submissionOf(body);
    const emails = (await settledOutbox(database, submission.id)).filter(
      (row) => row.kind !== 'lead_webhook',
    );
    expect(emails.map((row) => [row.status, row.attempts, row.lastError]).sort()).toEqual([
      ['failed', 1, 'smtp_rejected_550'],
      ['sent', 1, null],
    ]);
  });

  test('when the CRM answers 500, then the webhook is retried with the same id until it is accepted', async () => {
    const body = buildSubmitRequest();
    receiver.answerNext(500, 500);

    await submit(body);

    const submission = await submissionOf(body);
    const rows = await settledOutbox(database, submission.id);
    const webhookRow = rows.find((row) => row.kind === 'lead_webhook')!;
    expect(webhookRow).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    const hooks = receiver.received.filter((hook) => hook.body.includes(body.userInfo.email));
    expect(hooks.map((hook) => hook.status)).toEqual([500, 500, 204]);
    expect(new Set(hooks.map((hook) => hook.headers['webhook-id']))).toEqual(new Set([webhookRow.id]));
    // Each attempt is signed afresh, and verifies.
    for (const hook of hooks)
      expect(() => new Webhook(webhookSecret).verify(hook.body, hook.headers)).not.toThrow();
  });

  test('when the CRM fails every attempt, then the webhook is given up as failed with a generic reason', async () => {
    const body = buildSubmitRequest();
    receiver.answerNext(...Array.from({ length: attempts }, () => 503));

    await submit(body);

    const submission = await submissionOf(body);
    const rows = await settledOutbox(database, submission.id);
    expect(rows.find((row) => row.kind === 'lead_webhook')).toMatchObject({
      status: 'failed',
      attempts,
      lastError: 'webhook_http_503',
      sentAt: null,
    });
    expect(rows.filter((row) => row.kind !== 'lead_webhook').every((row) => row.status === 'sent')).toBe(
      true,
    );
  });

  test('when a worker died between storing a report and queueing its messages, then the next worker sweeps them out', async () => {
    await worker.kill();
    // What the dead worker left behind: the report and its outbox committed together, no job queued.
    const request = buildParsedSubmitRequest();
    const { id } = await storeSubmission(database, request);
    const store = createSubmissionStore(database.db);
    const report = await createReportComposer({ db: database.db })((await store.findById(id))!);
    await store.complete(id, { ...report, reportMs: 5 }, [
      { kind: 'visitor_report_email' },
      { kind: 'lead_email' },
      { kind: 'lead_webhook', target: receiver.url },
    ]);

    worker = await startWorkerProcess(workerEnv);

    const rows = await settledOutbox(database, id);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    const [mail, ...more] = mailsTo(request.userInfo.email);
    expect(more).toHaveLength(0);
    const opened = await fetch(`${api.url}/api/report/${tokenIn(mail!)}`);
    expect(opened.status).toBe(200);
    expect(receiver.received.filter((hook) => hook.body.includes(request.userInfo.email))).toHaveLength(1);
  });
});
