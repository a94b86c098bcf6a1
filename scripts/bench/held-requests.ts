/**
 * One API process holding 2,000 concurrent waiting submits while a 10 s writer works: errors and
 * the API process's peak RSS (VmHWM).
 *
 *   node --import tsx scripts/bench/held-requests.ts
 *
 * The workers have 50 slots in all (PostgreSQL allows 100 connections on the shared server), so
 * 2,000 reports at 10 s each would take 400 s. Instead every request is sent and held open while
 * the first reports take the full 10 s; once all 2,000 have been waiting together for a whole
 * writer latency, the model is made fast and the queue drains.
 */
import http from 'node:http';
import { buildSubmitRequest } from '@app/shared/testing';
import pg from 'pg';
import {
  createBenchDatabase,
  createQueuePrefix,
  formatMs,
  postSubmit,
  printTable,
  procStatusMb,
  runBenchmark,
  sleep,
  startApiProcess,
  startTimedFakeModel,
  startWorkerProcesses,
  testRedisUrl,
  type HttpResult,
} from './bench-support';

const requests = 2000;
const holdWriterMs = 10_000;
const drainWriterMs = 20;
const workers = 2;
const workerConcurrency = 25;
/** Connections opened per tick while sending, well inside the listen backlog (511). */
const sendBatch = 100;
const sendIntervalMs = 50;
const deadlineMs = 240_000;

await runBenchmark('held requests: 2,000 waiting submits on one API process', async (cleanup) => {
  const model = await startTimedFakeModel(cleanup, holdWriterMs);
  const databaseUrl = await createBenchDatabase(cleanup);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: createQueuePrefix(cleanup),
  };
  const api = await startApiProcess(cleanup, { ...env, ...model.env, REPORT_TIMEOUT_MS: String(deadlineMs) });
  await startWorkerProcesses(cleanup, workers, {
    ...env,
    ...model.env,
    WORKER_CONCURRENCY: String(workerConcurrency),
  });
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  cleanup.add(() => database.end());

  const idleRssMb = procStatusMb(api.pid, 'VmRSS');
  let peakRssMb = idleRssMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, procStatusMb(api.pid, 'VmRSS') || 0);
  }, 100);
  cleanup.add(() => clearInterval(sampler));

  // One socket per waiting request; keep-alive is irrelevant here, the limit is what matters.
  const agent = new http.Agent({ keepAlive: true, maxSockets: requests + 100 });
  cleanup.add(() => agent.destroy());
  let inFlight = 0;
  let peakInFlight = 0;
  const startedAt = performance.now();
  const pending: Promise<HttpResult>[] = [];
  for (let sent = 0; sent < requests; sent += sendBatch) {
    for (let index = sent; index < Math.min(requests, sent + sendBatch); index += 1) {
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
      pending.push(
        postSubmit(agent, api.url, buildSubmitRequest(), deadlineMs + 10_000).finally(() => {
          inFlight -= 1;
        }),
      );
    }
    await sleep(sendIntervalMs);
  }

  // Every submit is stored (and queued) before it waits; poll until all are in, bounded.
  let stored = 0;
  for (let attempt = 0; attempt < 120 && stored < requests; attempt += 1) {
    stored = Number(
      (await database.query<{ n: string }>('select count(*) as n from submissions')).rows[0]!.n,
    );
    if (stored < requests) await sleep(500);
  }
  const allStoredAt = performance.now();
  const waitingWhenAllStored = inFlight;
  // Hold: all of them wait together for one whole writer latency, the first reports take 10 s.
  await sleep(holdWriterMs);
  const heldMs = performance.now() - allStoredAt;
  const waitingAfterHold = inFlight;
  const hwmHeldMb = procStatusMb(api.pid, 'VmHWM');

  model.setLatency(drainWriterMs);
  const results = await Promise.all(pending);
  const totalSeconds = (performance.now() - startedAt) / 1000;
  clearInterval(sampler);
  const hwmMb = procStatusMb(api.pid, 'VmHWM');

  const errors = results.filter((result) => result.status !== 200);
  const byStatus = new Map<number, number>();
  for (const error of errors) byStatus.set(error.status, (byStatus.get(error.status) ?? 0) + 1);
  const completed = Number(
    (await database.query<{ n: string }>("select count(*) as n from submissions where status = 'completed'"))
      .rows[0]!.n,
  );

  console.log(
    `\n${requests} submits sent in batches of ${sendBatch} every ${sendIntervalMs} ms; ${workers} workers x concurrency ${workerConcurrency};` +
      ` writer ${holdWriterMs} ms while held, then ${drainWriterMs} ms to drain`,
  );
  printTable(
    ['figure', 'value', 'target'],
    [
      ['submits answered 200', `${results.length - errors.length} / ${requests}`, ''],
      [
        'errors',
        errors.length === 0 ? '0' : [...byStatus].map(([status, count]) => `${count} x ${status}`).join(', '),
        '0',
      ],
      ['stored submissions completed', completed, String(requests)],
      ['peak requests waiting at once (client)', peakInFlight, String(requests)],
      ['waiting when all were stored', waitingWhenAllStored, ''],
      [`still waiting after the ${holdWriterMs / 1000} s hold`, waitingAfterHold, ''],
      ['hold duration, s', formatMs(heldMs / 1000), ''],
      ['API RSS idle before the load, MB', formatMs(idleRssMb), ''],
      ['API peak RSS while held (VmHWM), MB', formatMs(hwmHeldMb), '<= 400'],
      ['API peak RSS over the run (VmHWM), MB', formatMs(hwmMb), '<= 400'],
      ['API peak RSS sampled every 100 ms, MB', formatMs(peakRssMb), ''],
      ['total run, s', formatMs(totalSeconds), ''],
    ],
  );
  if (errors.length > 0) console.log(`first error: ${errors[0]!.status} ${errors[0]!.body.slice(0, 200)}`);
});
