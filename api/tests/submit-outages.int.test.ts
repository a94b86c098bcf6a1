import {
  buildSubmitRequest,
  startDisposableRedis,
  startWorkerProcess,
  submissionByEmail,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  waitForSubmission,
  type DisposableRedis,
} from '@app/shared/testing';
import { describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import { postSubmit, readError, startTestApi } from './start-test-api';

const database = useTestDatabase();

/** Runs `use` against an API whose queue is on a Redis of its own, and stops both however it ends. */
async function withOwnRedis(
  env: Record<string, string>,
  use: (api: RunningApi, redis: DisposableRedis) => Promise<void>,
): Promise<void> {
  const redis = await startDisposableRedis();
  const api = await startTestApi({
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: uniqueQueuePrefix(),
    ...env,
  });
  try {
    await use(api, redis);
  } finally {
    // A paused server must go on, or closing the API would wait for it.
    redis.resume();
    await api.close();
    await redis.stop();
  }
}

describe('POST /api/submit when a dependency fails', () => {
  test('when Redis is down, then 503 answers, the lead is kept as failed and the server keeps serving', async () => {
    await withOwnRedis({}, async (api, redis) => {
      await redis.stop();
      const body = buildSubmitRequest();

      const response = await postSubmit(api.url, body);

      expect(response.status).toBe(503);
      expect(await readError(response)).toMatchObject({ code: 'service_unavailable' });
      expect(await submissionByEmail(database, body.userInfo.email)).toMatchObject({
        status: 'failed',
        error: 'queue unavailable',
      });
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
      const readiness = await fetch(`${api.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect(((await readiness.json()) as { checks: unknown }).checks).toEqual({
        database: 'ok',
        queue: 'unavailable',
      });
    });
  });

  test('when Redis goes away while a visitor waits, then 503 with the report link answers within seconds, not at the report timeout', async () => {
    await withOwnRedis({ REPORT_TIMEOUT_MS: '60000' }, async (api, redis) => {
      const body = buildSubmitRequest();
      // No worker runs: the job waits in the queue and the request is held.
      const held = postSubmit(api.url, body);
      await waitForSubmission(
        database,
        body.userInfo.email,
        (row) => row.status === 'pending' || row.status === 'processing',
      );
      const stoppedAt = Date.now();
      await redis.stop();

      const response = await held;

      expect(response.status).toBe(503);
      expect(await readError(response)).toMatchObject({
        code: 'service_unavailable',
        reportUrl: expect.stringMatching(/^\/report\//),
      });
      expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    });
  });

  test('when Redis hangs, then /readyz says the queue is unavailable within seconds and a submit answers 503 instead of hanging', async () => {
    await withOwnRedis({ REPORT_TIMEOUT_MS: '60000' }, async (api, redis) => {
      redis.pause();
      const startedAt = Date.now();

      const readiness = await fetch(`${api.url}/readyz`);
      const submitted = await postSubmit(api.url, buildSubmitRequest());

      expect(readiness.status).toBe(503);
      expect(((await readiness.json()) as { checks: unknown }).checks).toEqual({
        database: 'ok',
        queue: 'unavailable',
      });
      expect(submitted.status).toBe(503);
      expect(Date.now() - startedAt).toBeLessThan(15_000);
    });
  });

  test('when no report arrives in time, then 504 answers and the report is still stored later', async () => {
    const env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl, QUEUE_PREFIX: uniqueQueuePrefix() };
    const api = await startTestApi({ ...env, REPORT_TIMEOUT_MS: '300' });
    const body = buildSubmitRequest();
    try {
      // No worker runs yet, so the job waits in the queue past the timeout.
      const response = await postSubmit(api.url, body);

      expect(response.status).toBe(504);
      expect((await readError(response)).code).toBe('report_timeout');
      expect((await submissionByEmail(database, body.userInfo.email))?.status).toBe('pending');

      const worker = await startWorkerProcess(env);
      try {
        const row = await waitForSubmission(
          database,
          body.userInfo.email,
          (candidate) => candidate.status === 'completed',
        );
        expect(row.result?.companyProfile.companyName).toBe(body.companyInfo.companyName);
      } finally {
        await worker.stop();
      }
    } finally {
      await api.close();
    }
  });
});
