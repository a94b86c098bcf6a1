import { submissions } from '@app/shared/db';
import {
  buildSubmitRequest,
  startApiProcess,
  startDisposableRedis,
  startFakeOpenAiServer,
  startWorkerProcess,
  uniqueQueuePrefix,
  useTestDatabase,
  type ApiProcess,
  type DisposableRedis,
  type FakeOpenAiServer,
  type ServiceProcess,
} from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const database = useTestDatabase();
let redis: DisposableRedis;
let model: FakeOpenAiServer;
let api: ApiProcess;
let worker: ServiceProcess;
let apiUrl: string;

beforeAll(async () => {
  redis = await startDisposableRedis();
  model = await startFakeOpenAiServer({ latencyMs: 1500 });
  const shared = { DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_PREFIX: uniqueQueuePrefix() };
  api = await startApiProcess({
    ...shared,
    REQUEUE_INTERVAL_MS: '1000',
    REPORT_TIMEOUT_MS: '20000',
  });
  apiUrl = api.url;
  worker = await startWorkerProcess({
    ...shared,
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: model.baseUrl,
    WORKER_CONCURRENCY: '2',
  });
});

afterAll(async () => {
  await worker?.kill();
  await api?.kill();
  await redis?.stop();
  await model?.close();
});

describe('Redis restarted while visitors wait', () => {
  test('when Redis loses every job, then waiting requests end clearly and every stored submission still gets its report', async () => {
    const bodies = Array.from({ length: 5 }, () => buildSubmitRequest());
    const responses = bodies.map((body) =>
      fetch(`${apiUrl}/api/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    while (model.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    // An outage without persistence: the queue comes back empty.
    await redis.stop();
    await redis.start();

    const answers = await Promise.all(responses);
    for (const answer of answers) {
      const body = (await answer.json()) as { error?: { code: string; message: string } };
      if (answer.status !== 200) {
        expect([500, 503, 504]).toContain(answer.status);
        expect(body.error?.message).toBeTruthy();
      }
    }
    const stored = await database.db.select().from(submissions);
    expect(stored).toHaveLength(5);
    // Answered or not, each stored submission gets its report once Redis is back.
    const deadline = Date.now() + 60_000;
    let rows = stored;
    while (rows.some((row) => row.status !== 'completed') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      rows = await database.db.select().from(submissions);
    }
    expect(rows.map((row) => row.status)).toEqual(bodies.map(() => 'completed'));
    expect(rows.every((row) => row.result !== null)).toBe(true);
  });
});
