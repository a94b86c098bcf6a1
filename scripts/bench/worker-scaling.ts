/**
 * Worker scaling: reports per second with 1, 2 and 4 worker processes, each with the same
 * concurrency, at a fixed 1 s writer latency, behind one API process.
 *
 *   node --import tsx scripts/bench/worker-scaling.ts
 */
import http from 'node:http';
import { buildSubmitRequest } from '@app/shared/testing';
import {
  createBenchDatabase,
  createQueuePrefix,
  postSubmit,
  printTable,
  runBenchmark,
  sleep,
  startApiProcess,
  startTimedFakeModel,
  startWorkerProcesses,
  testRedisUrl,
} from './bench-support';

const writerMs = 1000;
const workerConcurrency = 10;
const workerCounts = [1, 2, 4];
const warmupMs = 4000;
const measureMs = 15_000;

interface Figures {
  workers: number;
  completed: number;
  errors: number;
  reportsPerSecond: number;
}

await runBenchmark('worker scaling: reports/s with 1, 2 and 4 worker processes', async (cleanup) => {
  const model = await startTimedFakeModel(cleanup, writerMs);
  const databaseUrl = await createBenchDatabase(cleanup);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: createQueuePrefix(cleanup),
  };
  const api = await startApiProcess(cleanup, { ...env, ...model.env });
  const results: Figures[] = [];

  for (const workers of workerCounts) {
    const processes = await startWorkerProcesses(cleanup, workers, {
      ...env,
      ...model.env,
      WORKER_CONCURRENCY: String(workerConcurrency),
    });
    // Twice as many submits in flight as worker slots keeps jobs waiting in the queue all the time.
    const clients = 2 * workers * workerConcurrency;
    const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
    const startedAt = performance.now();
    const windowStart = startedAt + warmupMs;
    const windowEnd = windowStart + measureMs;
    const figures: Figures = { workers, completed: 0, errors: 0, reportsPerSecond: 0 };

    const loop = async () => {
      while (performance.now() < windowEnd) {
        const result = await postSubmit(agent, api.url, buildSubmitRequest(), 120_000);
        if (result.status !== 200) figures.errors += 1;
        else if (result.endedAt >= windowStart && result.endedAt < windowEnd) figures.completed += 1;
      }
    };
    await Promise.all(Array.from({ length: clients }, loop));
    agent.destroy();
    figures.reportsPerSecond = figures.completed / (measureMs / 1000);
    results.push(figures);
    // Every client has its answer, so the queue is empty: the next round starts clean.
    await Promise.all(processes.map((worker) => worker.stop()));
    await sleep(500);
  }

  const single = results[0]!.reportsPerSecond;
  console.log(
    `\nwriter ${writerMs} ms, concurrency ${workerConcurrency} per worker, ${2 * workerConcurrency} submits in flight per worker,` +
      ` ${measureMs / 1000} s measured after ${warmupMs / 1000} s warm-up`,
  );
  printTable(
    ['workers', 'slots', 'reports/s', 'ideal reports/s', 'efficiency', 'x one worker', 'errors', 'target'],
    results.map((figures) => {
      const ideal = (figures.workers * workerConcurrency * 1000) / writerMs;
      return [
        figures.workers,
        figures.workers * workerConcurrency,
        figures.reportsPerSecond.toFixed(1),
        ideal.toFixed(1),
        `${((100 * figures.reportsPerSecond) / ideal).toFixed(0)}%`,
        (figures.reportsPerSecond / single).toFixed(2),
        figures.errors,
        figures.workers === 2 ? '>= 1.80 x one' : '',
      ];
    }),
  );
});
