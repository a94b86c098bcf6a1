import {
  buildSubmitRequest,
  startTcpProxy,
  startWorkerProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  type ServiceProcess,
  type TcpProxy,
} from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import { postSubmit, readError, startTestApi } from './start-test-api';

const database = useTestDatabase();
let proxy: TcpProxy;
let worker: ServiceProcess;
let api: RunningApi;

beforeAll(async () => {
  const direct = new URL(database.url);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
  const throughProxy = new URL(database.url);
  throughProxy.port = String(proxy.port);
  const queuePrefix = uniqueQueuePrefix();
  worker = await startWorkerProcess({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: queuePrefix,
  });
  // Only the API reaches PostgreSQL through the proxy: the outage is the API's.
  api = await startTestApi({
    DATABASE_URL: throughProxy.toString(),
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: queuePrefix,
    JWT_SECRET: 'test-secret-for-the-database-outage-test',
  });
});

afterAll(async () => {
  await api?.close();
  await worker?.stop();
  await proxy?.close();
});

describe('PostgreSQL unreachable', () => {
  test('when the database goes away, then submits answer 503, the API stays up, and it recovers when the database returns', async () => {
    expect((await postSubmit(api.url, buildSubmitRequest())).status).toBe(200);

    await proxy.cut();

    const during = await postSubmit(api.url, buildSubmitRequest());
    expect(during.status).toBe(503);
    expect(await readError(during)).toMatchObject({ code: 'service_unavailable' });
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    const readiness = await fetch(`${api.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(((await readiness.json()) as { checks: unknown }).checks).toMatchObject({
      database: 'unavailable',
    });

    await proxy.restore();

    const after = await postSubmit(api.url, buildSubmitRequest());
    expect(after.status).toBe(200);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
  });
});
