/**
 * Overhead of POST /api/submit: round trip minus writer time, at 50 concurrent requests, in one
 * run for three systems against the same fake model (issue 20 item 7):
 *
 * - bare: the barest form of the same design (`bare-pipeline.ts`: Express → INSERT → BullMQ job →
 *   worker → UPDATE → held response), an API process and a worker process;
 * - distributed: the product's API process + PostgreSQL + Redis + one worker process;
 * - embedded: the product's single API process with PGlite and the in-process runner.
 *
 * It prints overhead percentiles, CPU per submit by process and the ratio product / bare.
 *
 *   node --import tsx scripts/bench/submit-overhead.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBarePipeline } from './bare-pipeline';
import {
  createBenchDatabase,
  createQueuePrefix,
  formatMs,
  loadAverage,
  percentile,
  printTable,
  runBenchmark,
  startApiProcess,
  startTimedFakeModel,
  startWorkerProcesses,
  testRedisUrl,
} from './bench-support';
import { concurrency, driveSubmits, type LoadFigures, type Scenario } from './submit-load';

/**
 * With 50 requests always in flight the writer latency sets the rate: 1 s gives ~42 submits/s,
 * 5 s (closer to a real model writing a whole report) ~8 submits/s. About 20–25 s measured each.
 */
const scenarios: Scenario[] = [
  { writerMs: 1000, warmup: 100, measured: 800 },
  { writerMs: 5000, warmup: 50, measured: 200 },
];

const apiAndWorker = (figures: LoadFigures) => (figures.cpu.api ?? 0) + (figures.cpu.worker ?? 0);

await runBenchmark(
  'overhead: submit round trip minus writer time, product and bare pipeline',
  async (cleanup) => {
    const model = await startTimedFakeModel(cleanup, scenarios[0]!.writerMs);
    const results: LoadFigures[] = [];
    const measure = async (
      apiUrl: string,
      scenario: Scenario,
      processes: Record<string, number>,
      pathName: string,
    ): Promise<void> => {
      const figures = await driveSubmits(apiUrl, model, scenario, processes, pathName);
      results.push(figures);
      // One line as each configuration ends, so that a later failure keeps the earlier figures.
      console.log(
        `${pathName}, ${scenario.writerMs} ms writer: ${(figures.overheads.length / figures.seconds).toFixed(1)} submits/s,` +
          ` overhead p50 ${formatMs(percentile(figures.overheads, 50))} ms, CPU per submit API + worker` +
          ` ${formatMs(apiAndWorker(figures))} ms (load average ${loadAverage()})`,
      );
    };

    // Bare: the same design with nothing but its steps, one API process and one worker process.
    {
      const bare = await startBarePipeline(cleanup, { modelBaseUrl: model.fake.baseUrl, concurrency });
      for (const scenario of scenarios) {
        await measure(bare.url, scenario, { api: bare.apiPid, worker: bare.workerPid }, 'bare');
      }
    }

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
        await measure(api.url, scenario, { api: api.pid, worker: worker!.child.pid! }, 'distributed');
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
          ADMIN_PASSWORD: 'quiet-harbour-lantern-2048',
          ...model.env,
        },
        { embedded: true },
      );
      for (const scenario of scenarios) {
        await measure(api.url, scenario, { api: api.pid }, 'embedded');
      }
      await api.service.stop();
    }

    const bareOf = (figures: LoadFigures) =>
      results.find((entry) => entry.path === 'bare' && entry.writerMs === figures.writerMs)!;
    const ratio = (value: number, base: number) =>
      Number.isFinite(value / base) ? (value / base).toFixed(1) : '-';

    console.log(
      `\n${concurrency} concurrent submits; bare = scripts/bench/bare-pipeline.ts (API + worker process),` +
        ` distributed = product API + PostgreSQL + Redis + 1 worker process (concurrency ${concurrency}),` +
        ` embedded = 1 product API process with PGlite and the in-process runner; ms; x bare = product / bare at the same writer latency`,
    );
    printTable(
      [
        'path',
        'writer',
        'ok',
        'errors',
        'submits/s',
        'overhead p50',
        'p95',
        'p99',
        'max',
        'x bare p50',
        'x bare p95',
      ],
      results.map((figures) => [
        figures.path,
        figures.writerMs,
        figures.overheads.length,
        figures.errors,
        (figures.overheads.length / figures.seconds).toFixed(1),
        formatMs(percentile(figures.overheads, 50)),
        formatMs(percentile(figures.overheads, 95)),
        formatMs(percentile(figures.overheads, 99)),
        formatMs(Math.max(...figures.overheads)),
        ratio(percentile(figures.overheads, 50), percentile(bareOf(figures).overheads, 50)),
        ratio(percentile(figures.overheads, 95), percentile(bareOf(figures).overheads, 95)),
      ]),
    );
    console.log(
      '\nCPU time per submit, ms, from /proc/<pid>/stat (PostgreSQL and Redis not included);' +
        ' busy = share of one core over the measured part',
    );
    printTable(
      [
        'path',
        'writer',
        'API',
        'worker',
        'API + worker',
        'x bare',
        'API busy %',
        'worker busy %',
        'bench (client, fake model)',
      ],
      results.map((figures) => [
        figures.path,
        figures.writerMs,
        formatMs(figures.cpu.api ?? Number.NaN),
        formatMs(figures.cpu.worker ?? Number.NaN),
        formatMs(apiAndWorker(figures)),
        ratio(apiAndWorker(figures), apiAndWorker(bareOf(figures))),
        (figures.busy.api ?? Number.NaN).toFixed(0),
        Number.isFinite(figures.busy.worker) ? figures.busy.worker!.toFixed(0) : '-',
        formatMs(figures.cpu['bench (client, fake model)'] ?? Number.NaN),
      ]),
    );
    console.log(`model reader requests (answered at once, counted as overhead): ${model.readerRequests()}`);
    if (model.unmatched() > 0) console.log(`model requests not matched to a submit: ${model.unmatched()}`);
  },
);
