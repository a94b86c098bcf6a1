import { diagnosisResultSchema, type SubmitRequestInput } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import {
  buildSubmitRequest,
  startApiProcess,
  startWorkerProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  type ApiProcess,
  type ServiceProcess,
} from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// The whole distributed mode as ops run it: one API process and two worker processes.
const database = useTestDatabase();
let api: ApiProcess;
let apiUrl: string;
const workers: ServiceProcess[] = [];

beforeAll(async () => {
  const env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: uniqueQueuePrefix() };
  api = await startApiProcess(env);
  apiUrl = api.url;
  for (let index = 0; index < 2; index += 1) {
    workers.push(await startWorkerProcess({ ...env, WORKER_CONCURRENCY: '5', WORKER_METRICS_PORT: '0' }));
  }
});

afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await api?.stop();
});

async function submit(body: SubmitRequestInput): Promise<Response> {
  return fetch(`${apiUrl}/api/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('distributed report generation', () => {
  test('when 50 visitors submit at once, then all are answered and each is stored exactly once', async () => {
    const bodies = Array.from({ length: 50 }, () => buildSubmitRequest());

    const responses = await Promise.all(bodies.map(submit));

    expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 200));
    const results = await Promise.all(
      responses.map(async (response) => diagnosisResultSchema.parse(await response.json())),
    );
    expect(results.map((result) => result.companyProfile.companyName)).toEqual(
      bodies.map((body) => body.companyInfo.companyName),
    );
    const rows = await database.db.select().from(submissions);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.companyName)).size).toBe(50);
    expect(rows.every((row) => row.status === 'completed' && row.result !== null)).toBe(true);
    // Both worker processes took part.
    const logs = workers.map((worker) => (worker.output().match(/report written/g) ?? []).length);
    expect(logs.every((count) => count > 0)).toBe(true);
    expect(logs.reduce((sum, count) => sum + count, 0)).toBe(50);
  });

  test('when reports were written, then each worker exposes them on /metrics and is healthy', async () => {
    const scraped = await Promise.all(
      workers.map(async (worker) => {
        const port = /"metricsPort":(\d+)/.exec(worker.output())![1];
        const health = await fetch(`http://127.0.0.1:${port}/healthz`);
        const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        return { health: health.status, text };
      }),
    );

    expect(scraped.map((entry) => entry.health)).toEqual([200, 200]);
    const written = scraped.map((entry) =>
      Number(/dx_reports_total\{writer="builtin"\} (\d+)/.exec(entry.text)?.[1] ?? 0),
    );
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(50);
    expect(scraped[0]!.text).toContain('dx_report_job_duration_seconds_bucket');
  });

  test('when a request carries an x-request-id, then the worker logs its job with that id', async () => {
    const response = await fetch(`${apiUrl}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-into-the-worker-42' },
      body: JSON.stringify(buildSubmitRequest()),
    });

    expect(response.status).toBe(200);
    const jobLines = workers
      .flatMap((worker) => worker.output().split('\n'))
      .filter((line) => line.includes('"requestId":"trace-into-the-worker-42"'));
    expect(jobLines.some((line) => line.includes('report written'))).toBe(true);
  });

  test('when a worker gets SIGTERM, then it exits cleanly', async () => {
    const worker = workers.pop()!;

    const code = await worker.stop();

    expect(code).toBe(0);
  });
});
