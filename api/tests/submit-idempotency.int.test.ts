import { randomUUID } from 'node:crypto';
import { submitResponseSchema } from '@app/shared/contract';
import { reportLinks, submissions } from '@app/shared/db';
import {
  buildSubmitRequest,
  startDisposableRedis,
  startWorkerProcess,
  uniqueQueuePrefix,
} from '@app/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { postSubmit, readError, startTestApi, useTestApi } from './start-test-api';

const testApi = useTestApi();
const { database } = testApi;

async function rowsOf(email: string) {
  return database.db.select().from(submissions).where(eq(submissions.email, email));
}

async function linkCount(submissionId: string): Promise<number> {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(reportLinks)
    .where(eq(reportLinks.submissionId, submissionId));
  return row!.count;
}

const withKey = (key: string) => ({ 'Idempotency-Key': key });

async function parsed(response: Response) {
  expect(response.status).toBe(200);
  return submitResponseSchema.parse(await response.json());
}

function withoutLink<Body extends { reportUrl?: string }>({ reportUrl: _link, ...result }: Body) {
  return result;
}

describe('POST /api/submit with an Idempotency-Key', () => {
  test('when the same key is sent twice, then one submission is stored and both answers hold the same result, each with a working link', async () => {
    const body = buildSubmitRequest();
    const key = randomUUID();

    const first = await parsed(await postSubmit(testApi.api.url, body, withKey(key)));
    const second = await parsed(await postSubmit(testApi.api.url, body, withKey(key)));

    const rows = await rowsOf(body.userInfo.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotencyKey).toBe(key);
    expect(withoutLink(second)).toEqual(withoutLink(first));
    // Each answer has its own link; the first one stays valid.
    expect(second.reportUrl).not.toBe(first.reportUrl);
    expect(await linkCount(rows[0]!.id)).toBe(2);
    for (const url of [first.reportUrl!, second.reportUrl!]) {
      expect((await fetch(`${testApi.api.url}/api${url}`)).status).toBe(200);
    }
  });

  test('when the same submission arrives several times at once, then one row is stored and every request gets the result', async () => {
    const body = buildSubmitRequest();
    const key = randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 6 }, () => postSubmit(testApi.api.url, body, withKey(key))),
    );

    const results = await Promise.all(responses.map(parsed));
    expect(await rowsOf(body.userInfo.email)).toHaveLength(1);
    for (const result of results) expect(withoutLink(result)).toEqual(withoutLink(results[0]!));
  });

  test('when a key is reused for a different body, then 422 answers and nothing more is stored', async () => {
    const key = randomUUID();
    const original = buildSubmitRequest();
    await parsed(await postSubmit(testApi.api.url, original, withKey(key)));
    const other = buildSubmitRequest();

    const response = await postSubmit(testApi.api.url, other, withKey(key));

    expect(response.status).toBe(422);
    expect((await readError(response)).code).toBe('idempotency_key_reused');
    expect(await rowsOf(other.userInfo.email)).toHaveLength(0);
    expect(await rowsOf(original.userInfo.email)).toHaveLength(1);
  });

  test('when a key is reused for different bodies at once, then exactly one of them is stored', async () => {
    const key = randomUUID();
    const bodies = Array.from({ length: 4 }, () => buildSubmitRequest());

    const responses = await Promise.all(
      bodies.map((body) => postSubmit(testApi.api.url, body, withKey(key))),
    );

    expect(responses.map((response) => response.status).sort()).toEqual([200, 422, 422, 422]);
    const stored = await database.db.select().from(submissions).where(eq(submissions.idempotencyKey, key));
    expect(stored).toHaveLength(1);
  });

  test('when the key is malformed, then 400 names the header and nothing is stored', async () => {
    const body = buildSubmitRequest();

    const response = await postSubmit(testApi.api.url, body, withKey('short'));

    expect(response.status).toBe(400);
    const error = await readError(response);
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.map((issue) => issue.path)).toEqual(['Idempotency-Key']);
    expect(await rowsOf(body.userInfo.email)).toHaveLength(0);
  });
});

describe('POST /api/submit of an identical body again', () => {
  test('when the same answers come again within the window (Back, then submit), then the first submission answers', async () => {
    const body = buildSubmitRequest();

    const first = await parsed(await postSubmit(testApi.api.url, body, withKey(randomUUID())));
    // Spacing that the contract trims away, and another key: a new attempt from the same form.
    const again = {
      ...body,
      companyInfo: { ...body.companyInfo, companyName: ` ${body.companyInfo.companyName} ` },
    };
    const second = await parsed(await postSubmit(testApi.api.url, again, withKey(randomUUID())));

    expect(await rowsOf(body.userInfo.email)).toHaveLength(1);
    expect(withoutLink(second)).toEqual(withoutLink(first));
  });

  test('when the same answers come again after the window, then they are a new submission', async () => {
    const body = buildSubmitRequest();
    await parsed(await postSubmit(testApi.api.url, body));
    await database.db
      .update(submissions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(submissions.email, body.userInfo.email));

    await parsed(await postSubmit(testApi.api.url, body));

    expect(await rowsOf(body.userInfo.email)).toHaveLength(2);
  });

  test('when one answer differs, then it is a new submission', async () => {
    const body = buildSubmitRequest();
    await parsed(await postSubmit(testApi.api.url, body));

    await parsed(await postSubmit(testApi.api.url, { ...body, answers: { ...body.answers, q1: 'D' } }));

    expect(await rowsOf(body.userInfo.email)).toHaveLength(2);
  });
});

describe('retrying a failed submit with the same key', () => {
  test('when the queue was down at the first try, then the retry queues the same submission and answers its report', async () => {
    const redis = await startDisposableRedis();
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, QUEUE_PREFIX: uniqueQueuePrefix() };
    const distributed = await startTestApi(env);
    const worker = await startWorkerProcess(env);
    try {
      await redis.stop();
      const body = buildSubmitRequest();
      const key = randomUUID();

      const failed = await postSubmit(distributed.url, body, withKey(key));

      expect(failed.status).toBe(503);
      const error = await readError(failed);
      expect(error.reportUrl).toMatch(/^\/report\//);
      expect((await rowsOf(body.userInfo.email))[0]).toMatchObject({ status: 'failed', requeueCount: 0 });

      await redis.start();
      for (let attempt = 0; attempt < 100; attempt += 1) {
        if ((await fetch(`${distributed.url}/readyz`)).status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const retried = await parsed(await postSubmit(distributed.url, body, withKey(key)));

      const rows = await rowsOf(body.userInfo.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'completed', requeueCount: 1 });
      expect(retried.companyProfile.companyName).toBe(body.companyInfo.companyName);
      // The link answered with the 503 now opens the report.
      expect((await fetch(`${distributed.url}/api${error.reportUrl!}`)).status).toBe(200);
    } finally {
      await worker.stop();
      await distributed.close();
      await redis.stop();
    }
  });
});
