import { createSubmissionStore, submissions } from '@app/shared/db';
import {
  buildSubmitRequest,
  metricValue,
  pollUntil,
  startDisposableRedis,
  startTcpProxy,
  startWorkerProcess,
  storeSubmission,
  submissionByEmail,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  waitForSubmission,
} from '@app/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createTestAdmin, getWithToken, loginToken, testJwtSecret } from './admin-test-support';
import { postSubmit, readError, startTestApi } from './start-test-api';

const database = useTestDatabase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('requeue of failed reports', () => {
  test('when the queue was down at submit, then the submission is queued again once it is back, without using tries during the outage', async () => {
    const redis = await startDisposableRedis();
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_PREFIX: uniqueQueuePrefix() };
    const api = await startTestApi({ ...env, REQUEUE_INTERVAL_MS: '200', METRICS_PORT: '0' });
    try {
      await redis.stop();
      const body = buildSubmitRequest();

      const response = await postSubmit(api.url, body);

      expect(response.status).toBe(503);
      expect((await readError(response)).reportUrl).toMatch(/^\/report\//);
      // Several loop runs while the queue is still away: none of them uses up a try.
      await sleep(1500);
      expect(await submissionByEmail(database, body.userInfo.email)).toMatchObject({
        status: 'failed',
        requeueCount: 0,
      });

      await redis.start();
      // Queued again (no worker yet): pending in its first new round.
      await waitForSubmission(
        database,
        body.userInfo.email,
        (row) => row.status === 'pending' && row.requeueCount === 1,
      );
      // The loop counts the requeue once the job is added, just after the row turns pending.
      const requeues = await pollUntil(
        async () => {
          const metrics = await (await fetch(api.metricsUrl!)).text();
          return metricValue(metrics, 'dx_report_requeues_total', { kind: 'failed' }) || undefined;
        },
        () => 'the requeue was not counted',
        5_000,
      );
      expect(requeues).toBe(1);
      const worker = await startWorkerProcess(env);
      try {
        const row = await waitForSubmission(
          database,
          body.userInfo.email,
          (candidate) => candidate.status === 'completed',
        );

        expect(row.requeueCount).toBe(1);
        expect(row.result?.companyProfile.companyName).toBe(body.companyInfo.companyName);
      } finally {
        await worker.stop();
      }
    } finally {
      await api.close();
      await redis.stop();
    }
  });

  test('when every job fails for good, then the submission is queued again at most REQUEUE_MAX_ATTEMPTS times and the operator sees it', async () => {
    // The worker reaches PostgreSQL through a proxy that is then cut: each of its attempts fails,
    // and it cannot even record the failure, which the API's loop then finds in the queue.
    const direct = new URL(database.url);
    const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    const throughProxy = new URL(database.url);
    throughProxy.port = String(proxy.port);
    const queuePrefix = uniqueQueuePrefix();
    const worker = await startWorkerProcess({
      DATABASE_URL: throughProxy.toString(),
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: queuePrefix,
    });
    const api = await startTestApi({
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: queuePrefix,
      REQUEUE_INTERVAL_MS: '200',
      REQUEUE_MAX_ATTEMPTS: '2',
      REPORT_TIMEOUT_MS: '500',
      JWT_SECRET: testJwtSecret(),
    });
    // A failure of two days ago is older than REQUEUE_MAX_AGE_HOURS: left alone.
    const { id: oldId, submission: old } = await storeSubmission(database);
    await createSubmissionStore(database.db).markFailed(oldId, 'queue unavailable');
    await database.db
      .update(submissions)
      .set({ createdAt: sql`now() - interval '2 days'`, failedAt: sql`now() - interval '2 days'` })
      .where(eq(submissions.id, oldId));
    try {
      await proxy.cut();
      const body = buildSubmitRequest();

      const response = await postSubmit(api.url, body);

      expect(response.status).toBeGreaterThanOrEqual(500);
      const row = await waitForSubmission(
        database,
        body.userInfo.email,
        (candidate) => candidate.status === 'failed' && candidate.requeueCount === 2,
        60_000,
      );
      expect(row.result).toBeNull();
      // The bound holds: later runs leave it failed even once the worker could succeed.
      await proxy.restore();
      await sleep(2000);
      expect(await submissionByEmail(database, body.userInfo.email)).toMatchObject({
        status: 'failed',
        requeueCount: 2,
      });
      expect(await submissionByEmail(database, old.email)).toMatchObject({
        status: 'failed',
        requeueCount: 0,
      });
      const token = await loginToken(api.url, await createTestAdmin(database));
      const list = await getWithToken(
        `${api.url}/api/admin/data?companyName=${encodeURIComponent(body.companyInfo.companyName)}`,
        token,
      );
      expect(await list.json()).toEqual([
        expect.objectContaining({ diagnosisResult: null, status: 'failed', requeueCount: 2 }),
      ]);
    } finally {
      await api.close();
      await worker.stop();
      await proxy.close();
    }
  });
});
