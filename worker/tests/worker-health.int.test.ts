import {
  startDisposableRedis,
  startWorkerProcess,
  uniqueQueuePrefix,
  useTestDatabase,
  type DisposableRedis,
  type ServiceProcess,
} from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const database = useTestDatabase();
let redis: DisposableRedis;
let worker: ServiceProcess;
let port: string;

beforeAll(async () => {
  redis = await startDisposableRedis();
  worker = await startWorkerProcess({
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: uniqueQueuePrefix(),
    WORKER_METRICS_PORT: '0',
  });
  port = /"metricsPort":(\d+)/.exec(worker.output())![1]!;
});

afterAll(async () => {
  await worker?.kill();
  await redis?.stop();
});

const probe = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('worker health', () => {
  test('the health port listens on 127.0.0.1 only by default: another address of the machine gets no answer', async () => {
    expect((await probe('/healthz')).status).toBe(200);
    // 127.0.0.2 reaches this machine too, but only a server bound to all addresses would answer there.
    await expect(fetch(`http://127.0.0.2:${port}/healthz`)).rejects.toThrow();
  });

  test('when Redis goes away, then /readyz says which dependency is unreachable while /healthz stays live', async () => {
    const ready = await probe('/readyz');
    expect(ready).toEqual({ status: 200, body: { status: 'ok', checks: { redis: 'ok', database: 'ok' } } });

    await redis.stop();
    const unready = await probe('/readyz');
    const live = await probe('/healthz');

    expect(unready).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { redis: 'unreachable', database: 'ok' } },
    });
    expect(live.status).toBe(200);
  });
});
