import { randomBytes, randomUUID } from 'node:crypto';
import { Registry } from 'prom-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { deliveryQueueName } from '../contract';
import { createSubmissionStore, outboxMessages, submissions, type SubmissionStore } from '../db';
import type { DeliveryConfig } from '../delivery/delivery-config';
import { createLogger } from '../logging/create-logger';
import { createReportMetrics } from '../metrics/report-metrics';
import { createReportComposer, type ReportComposer } from '../report/compose-report';
import { PermanentJobError } from '../report/permanent-job-error';
import {
  createConnectedTestDatabase,
  metricValue,
  startWebhookTestReceiver,
  storeSubmission,
  testRedisUrl,
  uniqueQueuePrefix,
  type ConnectedTestDatabase,
  type WebhookTestReceiver,
} from '../testing';
import { eq } from 'drizzle-orm';
import type { JobRunner } from './job-runner';
import { reportJobSpec } from './report-job';
import { startJobRunner } from './start-job-runner';
import { startReportJobs } from './start-report-jobs';

// One suite, two runners: embedded and distributed mode must log, retry and count a job the same.
// The jobs are the real report and delivery jobs on the real PostgreSQL (and Redis for BullMQ).
type LogLine = Record<string, unknown> & { msg: string };

let database: ConnectedTestDatabase;
let receiver: WebhookTestReceiver;
let composer: ReportComposer;

beforeAll(async () => {
  database = await createConnectedTestDatabase();
  receiver = await startWebhookTestReceiver();
  composer = createReportComposer({ db: database.db });
});

afterAll(async () => {
  await receiver?.close();
  await database?.drop();
});

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A logger whose lines the test reads, and can wait for (event-driven, no polling). */
function captureLogs() {
  const lines: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const logger = createLogger(
    { name: 'jobs-test', level: 'info' },
    {
      write(chunk: string) {
        const line = JSON.parse(chunk) as LogLine;
        lines.push(line);
        for (const waiter of waiters.filter((entry) => entry.match(line))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      },
    },
  );
  return {
    logger,
    lines,
    next: (match: (line: LogLine) => boolean) =>
      lines.find(match) ?? new Promise<LogLine>((resolve) => waiters.push({ match, resolve })),
  };
}

const runners: { name: string; start: (logs: ReturnType<typeof captureLogs>) => Promise<JobRunner> }[] = [
  { name: 'in-process (embedded)', start: (logs) => startJobRunner({ mode: 'embedded' }, logs.logger) },
  {
    name: 'BullMQ (distributed)',
    start: (logs) =>
      startJobRunner(
        {
          mode: 'distributed',
          redisUrl: testRedisUrl,
          prefix: uniqueQueuePrefix(),
          waitable: [reportJobSpec.queue, deliveryQueueName],
        },
        logs.logger,
      ),
  },
];

describe.each(runners)('jobs on the $name runner', ({ start }) => {
  let logs: ReturnType<typeof captureLogs>;
  let runner: JobRunner;
  let registry: Registry;
  let jobs: { close(): Promise<void> } | undefined;
  let markFailedCalls: string[];
  let store: SubmissionStore;
  /** When each report attempt started, by submission. */
  let attemptsAt: Map<string, number[]>;

  beforeEach(async () => {
    logs = captureLogs();
    runner = await start(logs);
    registry = new Registry();
    markFailedCalls = [];
    attemptsAt = new Map();
    const real = createSubmissionStore(database.db);
    store = {
      ...real,
      markFailed: async (id, reason) => {
        markFailedCalls.push(id);
        await real.markFailed(id, reason);
      },
    };
  });

  afterEach(async () => {
    await (jobs ?? runner).close();
    jobs = undefined;
  });

  /** Runs the report and delivery jobs with a report composer that fails as `fails` says. */
  async function startJobs(
    fails: (attempt: number) => Error | undefined,
    options: { concurrency?: number; compose?: ReportComposer } = {},
  ) {
    const config: DeliveryConfig = {
      leadNotifyEmails: [],
      webhooks: { urls: [receiver.url], secret: `whsec_${randomBytes(32).toString('base64')}` },
      publicUrl: 'http://localhost',
      reportLinkTtlMs: 86_400_000,
      site: {
        operatorName: 'テスト運営',
        operatorAddress: null,
        operatorContact: 'info@example.jp',
        privacyContact: 'privacy@example.jp',
        privacyPolicyDate: '2026-04-01',
        reportEmail: false,
      },
      timeoutMs: 5000,
    };
    jobs = await startReportJobs({
      runner,
      db: database.db,
      store,
      composeReport: async (submission) => {
        const times = attemptsAt.get(submission.id) ?? [];
        times.push(Date.now());
        attemptsAt.set(submission.id, times);
        const error = fails(times.length);
        if (error) throw error;
        return (options.compose ?? composer)(submission);
      },
      deliveryConfig: config,
      reportConcurrency: options.concurrency ?? 4,
      reportMetrics: createReportMetrics(registry),
      registry,
      logger: logs.logger,
      deliveries: {
        attempts: 2,
        backoffMs: 100,
        sweepIntervalMs: 60_000,
        sweepOlderThanMs: 60_000,
        keyPrefix: uniqueQueuePrefix(),
        keySecret: 'job-runners-test-key-secret-of-32-characters',
      },
    });
  }

  async function submit(): Promise<string> {
    const { id } = await storeSubmission(database);
    return id;
  }

  const enqueue = (submissionId: string) =>
    runner.queue(reportJobSpec).add({ submissionId }, { jobId: randomUUID() });

  const reportLines = (submissionId: string, msg: string) =>
    logs.lines.filter((line) => line.msg === msg && line.submissionId === submissionId);

  async function failures(final: boolean): Promise<number> {
    const text = await registry.metrics();
    if (!text.includes(`dx_report_job_failures_total{final="${final}"}`)) return 0;
    return metricValue(text, 'dx_report_job_failures_total', { final: String(final) });
  }

  const statusOf = async (id: string) =>
    (await database.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;

  test('when a job succeeds, then it is logged once with its attempt number', async () => {
    await startJobs(() => undefined);
    const id = await submit();

    expect(await (await enqueue(id)).finished(20_000)).toBe('finished');

    expect(reportLines(id, 'report written')).toEqual([
      expect.objectContaining({ attempt: 1, writer: 'builtin', level: 30 }),
    ]);
    expect(reportLines(id, 'report attempt error')).toEqual([]);
    expect((await statusOf(id)).status).toBe('completed');
    expect([await failures(false), await failures(true)]).toEqual([0, 0]);
  });

  test('when an attempt fails transiently, then it is retried after the backoff, and the failure is logged and counted as retried', async () => {
    await startJobs((attempt) => (attempt === 1 ? new Error('model unavailable') : undefined));
    const id = await submit();

    expect(await (await enqueue(id)).finished(20_000)).toBe('finished');

    const [first, second] = attemptsAt.get(id)!;
    expect(second! - first!).toBeGreaterThanOrEqual(reportJobSpec.backoffMs * 0.9);
    expect(reportLines(id, 'report attempt error')).toEqual([
      expect.objectContaining({ attempt: 1, final: false, reason: 'report_compose_failed', level: 40 }),
    ]);
    expect(reportLines(id, 'report written')).toEqual([expect.objectContaining({ attempt: 2 })]);
    expect([await failures(false), await failures(true)]).toEqual([1, 0]);
    // The wait in the queue is the first attempt's only: a retry's backoff is no queue wait.
    expect(metricValue(await registry.metrics(), 'dx_report_queue_wait_seconds_count', {})).toBe(1);
    expect(markFailedCalls).toEqual([]);
    expect((await statusOf(id)).status).toBe('completed');
  });

  test('when every attempt fails, then each is logged and counted, the waits double, and the last one marks the submission failed once', async () => {
    await startJobs(() => new Error('model unavailable'));
    const id = await submit();

    expect(await (await enqueue(id)).finished(20_000)).toBe('finished');

    // The submission is failed before the job is: a held request reads the stored reason at once.
    expect(await statusOf(id)).toMatchObject({ status: 'failed', error: 'report_compose_failed' });
    const times = attemptsAt.get(id)!;
    expect(times).toHaveLength(reportJobSpec.attempts);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(reportJobSpec.backoffMs * 0.9);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(2 * reportJobSpec.backoffMs * 0.9);
    expect(
      reportLines(id, 'report attempt error').map(({ attempt, final, reason }) => ({
        attempt,
        final,
        reason,
      })),
    ).toEqual([
      { attempt: 1, final: false, reason: 'report_compose_failed' },
      { attempt: 2, final: false, reason: 'report_compose_failed' },
      { attempt: 3, final: true, reason: 'report_compose_failed' },
    ]);
    expect([await failures(false), await failures(true)]).toEqual([2, 1]);
    expect(markFailedCalls).toEqual([id]);
  });

  test('when the error is permanent, then no attempt follows and the submission is marked failed once', async () => {
    await startJobs(() => new PermanentJobError('unusable submission'));
    const id = await submit();

    expect(await (await enqueue(id)).finished(20_000)).toBe('finished');

    expect(attemptsAt.get(id)).toHaveLength(1);
    expect(reportLines(id, 'report attempt error')).toEqual([
      expect.objectContaining({ attempt: 1, final: true, reason: 'report_job_invalid' }),
    ]);
    expect([await failures(false), await failures(true)]).toEqual([0, 1]);
    expect(markFailedCalls).toEqual([id]);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', error: 'report_job_invalid' });
  });

  test('when more jobs come than the concurrency, then that many run and the others wait', async () => {
    const limit = 2;
    const total = 5;
    let running = 0;
    let peak = 0;
    let open = false;
    const held: (() => void)[] = [];
    const { promise: limitReached, resolve: reachLimit } = deferred();
    await startJobs(() => undefined, {
      concurrency: limit,
      compose: async (submission) => {
        running += 1;
        peak = Math.max(peak, running);
        // The first attempts are held until the queue has been looked at: a runner over the limit
        // has started another one by then.
        if (!open) {
          if (running === limit) reachLimit();
          await new Promise<void>((resolve) => held.push(resolve));
        }
        try {
          return await composer(submission);
        } finally {
          running -= 1;
        }
      },
    });
    const ids = await Promise.all(Array.from({ length: total }, submit));

    const finished = Promise.all(ids.map(async (id) => (await enqueue(id)).finished(30_000)));
    await limitReached;
    const counts = await runner.queue(reportJobSpec).counts();
    open = true;
    for (const release of held) release();

    expect(counts).toMatchObject({ active: limit, waiting: total - limit });
    expect(await finished).toEqual(ids.map(() => 'finished'));
    expect(peak).toBe(limit);
    expect(ids.flatMap((id) => reportLines(id, 'report written'))).toHaveLength(total);
  });

  test('when a delivery fails on every attempt, then each attempt is logged and counted the same and the message is given up', async () => {
    receiver.answerNext(500, 500);
    await startJobs(() => undefined);
    const id = await submit();

    await (await enqueue(id)).finished(20_000);
    const given = await logs.next((line) => line.msg === 'delivery attempt error' && line.final === true);

    const [message] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.submissionId, id));
    expect(message).toMatchObject({ status: 'failed', lastError: 'webhook_http_500', attempts: 2 });
    expect(given).toMatchObject({ messageId: message!.id, attempt: 2, reason: 'webhook_http_500' });
    expect(
      logs.lines
        .filter((line) => line.msg === 'delivery attempt error')
        .map(({ attempt, final, reason }) => ({ attempt, final, reason })),
    ).toEqual([
      { attempt: 1, final: false, reason: 'webhook_http_500' },
      { attempt: 2, final: true, reason: 'webhook_http_500' },
    ]);
    const text = await registry.metrics();
    for (const [outcome, count] of [
      ['retried', 1],
      ['failed', 1],
      ['sent', 0],
    ] as const)
      expect(metricValue(text, 'dx_delivery_attempts_total', { kind: 'lead_webhook', outcome })).toBe(count);
  });
});
