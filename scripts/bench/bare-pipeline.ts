/**
 * The barest form of the product's submit design, as a yardstick for `submit-overhead.ts`
 * (issue 20 item 7): an Express API that INSERTs the body into a PostgreSQL table, adds a BullMQ
 * job and holds the request until the job finishes (QueueEvents + waitUntilFinished, as the
 * product's BullMQ runner does); a BullMQ worker that asks the same fake model over HTTP, UPDATEs
 * the row with the answer and returns it, which the API then sends. No validation, rate limit,
 * logging, metrics, scoring or report composition: whatever the product spends beyond this is its
 * own overhead.
 *
 * Run as a process by `startBarePipeline` (roles `api` and `worker`); it has its own database
 * (`dx_bare_…`, one table) and queue prefix, both removed by the benchmark's cleanup.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { databaseUrl, onMaintenanceDatabase, startServiceProcess } from '@app/shared/testing';
import { Queue, QueueEvents, Worker } from 'bullmq';
import express from 'express';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createQueuePrefix, testRedisUrl, withNodeArgs, type Cleanup } from './bench-support';

const queueName = 'bare-report';

export interface BarePipeline {
  url: string;
  apiPid: number;
  workerPid: number;
  databaseUrl: string;
  /** Stops the worker, then the API (SIGTERM: each closes its connections and exits). */
  stop(): Promise<void>;
}

/** Creates the bare database and table, then starts one bare API and one bare worker process. */
export async function startBarePipeline(
  cleanup: Cleanup,
  options: {
    modelBaseUrl: string;
    concurrency: number;
    /** Node flags for each process, e.g. `--cpu-prof`. */
    nodeArgs?: (role: 'api' | 'worker') => string[];
  },
): Promise<BarePipeline> {
  const name = `dx_bare_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await onMaintenanceDatabase(`CREATE DATABASE ${name}`);
  cleanup.add(() => onMaintenanceDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = databaseUrl(name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create table bare_submissions (
    id uuid primary key default gen_random_uuid(),
    answers jsonb not null,
    status text not null default 'pending',
    report jsonb,
    created_at timestamptz not null default now(),
    completed_at timestamptz
  )`);
  await client.end();

  const env = {
    BARE_DATABASE_URL: url,
    BARE_REDIS_URL: testRedisUrl,
    BARE_QUEUE_PREFIX: createQueuePrefix(cleanup),
    BARE_MODEL_URL: `${options.modelBaseUrl}/chat/completions`,
    BARE_CONCURRENCY: String(options.concurrency),
  };
  const entry = 'scripts/bench/bare-pipeline.ts';
  const api = await startServiceProcess({
    ...withNodeArgs(entry, ['api'], options.nodeArgs?.('api')),
    env,
    ready: /"msg":"bare api listening"/,
    timeoutMs: 60_000,
  });
  cleanup.track(api);
  const worker = await startServiceProcess({
    ...withNodeArgs(entry, ['worker'], options.nodeArgs?.('worker')),
    env,
    ready: /"msg":"bare worker ready"/,
    timeoutMs: 60_000,
  });
  cleanup.track(worker);
  const apiUrl = /"url":"([^"]+)"/.exec(api.output())![1]!;
  return {
    url: apiUrl,
    apiPid: api.child.pid!,
    workerPid: worker.child.pid!,
    databaseUrl: url,
    async stop() {
      await worker.stop();
      await api.stop();
    },
  };
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** Job options as the product's report job has them: 3 attempts, finished jobs kept an hour. */
const jobOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 24 * 3600, count: 10_000 },
};

async function runApi(): Promise<void> {
  const redisUrl = requiredEnv('BARE_REDIS_URL');
  const prefix = requiredEnv('BARE_QUEUE_PREFIX');
  const pool = new pg.Pool({ connectionString: requiredEnv('BARE_DATABASE_URL'), max: 10 });
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const queue = new Queue(queueName, { connection, prefix });
  const events = new QueueEvents(queueName, { connection: { url: redisUrl }, prefix });
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);

  const app = express();
  app.use(express.json({ limit: '256kb' }));
  app.post('/api/submit', async (request, response) => {
    try {
      const companyName = String(
        (request.body as { companyInfo?: { companyName?: unknown } }).companyInfo?.companyName ?? '',
      );
      const { rows } = await pool.query<{ id: string }>(
        'insert into bare_submissions (answers) values ($1) returning id',
        [request.body],
      );
      const id = rows[0]!.id;
      const job = await queue.add('report', { id, companyName }, { ...jobOptions, jobId: id });
      const result: unknown = await job.waitUntilFinished(events, 240_000);
      response.json(result);
    } catch (error) {
      response.status(500).json({ error: String(error) });
    }
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    console.log(JSON.stringify({ msg: 'bare api listening', url: `http://127.0.0.1:${address.port}` }));
  });
  server.keepAliveTimeout = 65_000;

  onTerm(async () => {
    // Requests still held would wait for jobs no worker takes any more: they are cut.
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
    await events.close();
    await queue.close();
    connection.disconnect();
    await pool.end();
  });
}

async function runWorker(): Promise<void> {
  const redisUrl = requiredEnv('BARE_REDIS_URL');
  const modelUrl = requiredEnv('BARE_MODEL_URL');
  const pool = new pg.Pool({ connectionString: requiredEnv('BARE_DATABASE_URL'), max: 10 });
  const worker = new Worker<{ id: string; companyName: string }>(
    queueName,
    async (job) => {
      // The company name lets the timed fake model match this request to its submit.
      const answer = await fetch(modelUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
        body: JSON.stringify({
          model: 'bare',
          messages: [{ role: 'user', content: `報告を書いてください: ${job.data.companyName}` }],
        }),
      });
      if (!answer.ok) throw new Error(`model answered ${answer.status}`);
      const completion = (await answer.json()) as { choices: { message: { content: string } }[] };
      const report = JSON.parse(completion.choices[0]!.message.content) as unknown;
      await pool.query(
        "update bare_submissions set status = 'completed', report = $2, completed_at = now() where id = $1",
        [job.data.id, JSON.stringify(report)],
      );
      return { id: job.data.id, report };
    },
    {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix: requiredEnv('BARE_QUEUE_PREFIX'),
      concurrency: Number(requiredEnv('BARE_CONCURRENCY')),
    },
  );
  worker.on('error', (error) =>
    console.error(JSON.stringify({ msg: 'bare worker error', err: String(error) })),
  );
  await worker.waitUntilReady();
  console.log(JSON.stringify({ msg: 'bare worker ready' }));

  onTerm(async () => {
    await worker.close();
    await pool.end();
  });
}

/** SIGTERM closes the process's connections and exits normally, so `--cpu-prof` writes its file. */
function onTerm(close: () => Promise<void>): void {
  process.once('SIGTERM', () => {
    void close()
      .catch((error: unknown) => console.error(error))
      .finally(() => process.exit(0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const role = process.argv[2];
  if (role === 'api') await runApi();
  else if (role === 'worker') await runWorker();
  else throw new Error('usage: bare-pipeline.ts api|worker (started by startBarePipeline)');
}
