/**
 * Overhead of POST /api/submit: round trip minus writer time, at 50 concurrent requests, through
 * the distributed mode (API process + PostgreSQL + Redis + worker process) and, in the same run,
 * the embedded mode (one API process with PGlite and the in-process runner).
 *
 *   node --import tsx scripts/bench/submit-overhead.ts
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSubmitRequest } from '@app/shared/testing';
import pg from 'pg';
import {
  createBenchDatabase,
  createQueuePrefix,
  formatMs,
  percentile,
  postSubmit,
  printTable,
  processCpuMs,
  runBenchmark,
  startApiProcess,
  startTimedFakeModel,
  startWorkerProcesses,
  testRedisUrl,
  type TimedFakeModel,
} from './bench-support';

const concurrency = 50;
/**
 * With 50 requests always in flight the writer latency sets the rate: 1 s gives ~50 submits/s,
 * 5 s (closer to a real model writing a whole report) ~10 submits/s.
 */
const scenarios = [
  { writerMs: 1000, warmup: 50, measured: 400 },
  { writerMs: 5000, warmup: 50, measured: 250 },
];

interface Figures {
  path: string;
  writerMs: number;
  roundTrips: number[];
  writer: number[];
  overheads: number[];
  errors: number;
  seconds: number;
  /** CPU ms per measured request, by process. */
  cpu: Record<string, number>;
}

/**
 * `concurrency` client loops, each sending its next submit as soon as the previous one answers.
 * Their first requests are spread over one writer latency so arrivals are steady, not in waves.
 */
async function drive(
  apiUrl: string,
  model: TimedFakeModel,
  scenario: (typeof scenarios)[number],
  processes: Record<string, number>,
  pathName: string,
): Promise<Figures> {
  model.setLatency(scenario.writerMs);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const figures: Figures = {
    path: pathName,
    writerMs: scenario.writerMs,
    roundTrips: [],
    writer: [],
    overheads: [],
    errors: 0,
    seconds: 0,
    cpu: {},
  };
  const total = scenario.warmup + scenario.measured;
  let issued = 0;
  let cpuBefore: Record<string, number> | undefined;
  let measuredFrom = 0;
  const cpuNow = () => ({
    ...Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, processCpuMs(pid)])),
    'bench (client, fake model)': (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });

  const loop = async (index: number) => {
    await new Promise((resolve) => setTimeout(resolve, (index * scenario.writerMs) / concurrency));
    while (issued < total) {
      const sequence = issued;
      issued += 1;
      if (sequence === scenario.warmup) {
        cpuBefore = cpuNow();
        measuredFrom = performance.now();
      }
      const body = buildSubmitRequest();
      model.expect(body.companyInfo.companyName);
      const result = await postSubmit(agent, apiUrl, body, 120_000);
      if (sequence < scenario.warmup) continue;
      const writerMs = model.writerMs.get(body.companyInfo.companyName);
      if (result.status !== 200 || writerMs === undefined) {
        figures.errors += 1;
        if (figures.errors <= 3) console.log(`error: status ${result.status} ${result.body.slice(0, 200)}`);
        continue;
      }
      figures.roundTrips.push(result.ms);
      figures.writer.push(writerMs);
      figures.overheads.push(result.ms - writerMs);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => loop(index)));
  agent.destroy();
  const cpuAfter = cpuNow();
  figures.seconds = (performance.now() - measuredFrom) / 1000;
  for (const [name, after] of Object.entries(cpuAfter)) {
    figures.cpu[name] = (after - (cpuBefore?.[name] ?? Number.NaN)) / scenario.measured;
  }
  return figures;
}

await runBenchmark('overhead: submit round trip minus writer time', async (cleanup) => {
  const model = await startTimedFakeModel(cleanup, scenarios[0]!.writerMs);
  const results: Figures[] = [];

  // Distributed: one API process and one worker process with a slot for every request in flight.
  {
    const databaseUrl = await createBenchDatabase(cleanup);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: createQueuePrefix(cleanup),
    };
    const api = await startApiProcess(cleanup, { ...env, ...model.env });
    const [worker] = await startWorkerProcesses(cleanup, 1, {
      ...env,
      ...model.env,
      WORKER_CONCURRENCY: String(concurrency),
    });
    for (const scenario of scenarios) {
      results.push(
        await drive(api.url, model, scenario, { api: api.pid, worker: worker!.child.pid! }, 'distributed'),
      );
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const writers = await client.query<{ writer: string | null; count: string }>(
      'select writer, count(*) from submissions group by writer order by writer',
    );
    await client.end();
    console.log(
      `distributed: stored reports by writer: ${writers.rows.map((row) => `${row.writer}=${row.count}`).join(', ')}`,
    );
    await worker!.stop();
    await api.service.stop();
  }

  // Embedded: PGlite and the in-process runner in a single API process, no Redis.
  {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dx-bench-embedded-'));
    cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
    const api = await startApiProcess(
      cleanup,
      {
        DATA_DIR: dataDir,
        WORKER_CONCURRENCY: String(concurrency),
        ADMIN_USERNAME: 'bench',
        ADMIN_PASSWORD: 'bench-password',
        ...model.env,
      },
      { embedded: true },
    );
    for (const scenario of scenarios) {
      results.push(await drive(api.url, model, scenario, { api: api.pid }, 'embedded'));
    }
    await api.service.stop();
  }

  console.log(
    `\n${concurrency} concurrent submits; distributed = API process + PostgreSQL + Redis + 1 worker process (concurrency ${concurrency}),` +
      ` embedded = 1 API process with PGlite and the in-process runner; ms`,
  );
  printTable(
    [
      'path',
      'writer',
      'ok',
      'errors',
      'submits/s',
      'round trip p50',
      'writer p50',
      'overhead p50',
      'overhead p99',
      'overhead max',
      'target',
    ],
    results.map((figures) => [
      figures.path,
      figures.writerMs,
      figures.overheads.length,
      figures.errors,
      (figures.overheads.length / figures.seconds).toFixed(1),
      formatMs(percentile(figures.roundTrips, 50)),
      formatMs(percentile(figures.writer, 50)),
      formatMs(percentile(figures.overheads, 50)),
      formatMs(percentile(figures.overheads, 99)),
      formatMs(Math.max(...figures.overheads)),
      'p50 <= 15, p99 <= 60',
    ]),
  );
  console.log(
    '\nCPU time per submit, ms (all processes together must stay well under 2 cores x 1000 ms / submits/s)',
  );
  printTable(
    ['path', 'writer', ...new Set(results.flatMap((figures) => Object.keys(figures.cpu)))],
    results.map((figures) => [
      figures.path,
      figures.writerMs,
      ...[...new Set(results.flatMap((entry) => Object.keys(entry.cpu)))].map((name) =>
        formatMs(figures.cpu[name] ?? Number.NaN),
      ),
    ]),
  );
  if (model.unmatched() > 0) console.log(`model requests not matched to a submit: ${model.unmatched()}`);
});
