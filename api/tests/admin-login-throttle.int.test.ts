import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@app/shared/contract';
import type { DatabaseHandle } from '@app/shared/db';
import {
  createTestDatabase,
  startDisposableRedis,
  uniqueQueuePrefix,
  type TestDatabase,
} from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import {
  createTestAdmin,
  openTestDatabase,
  postLogin,
  startAdminTestApi,
  testJwtSecret,
} from './admin-test-support';

// The defaults of lib/admin-deps.ts: 10 failed logins per username, 30 attempts per address, per 15 minutes.
const attemptsPerUsername = 10;
const attemptsPerIp = 30;
const windowSeconds = 15 * 60;

let testDatabase: TestDatabase;
let database: DatabaseHandle;
const started: RunningApi[] = [];

/** Two API processes sharing one Redis namespace, as a scaled deployment runs them. */
async function startPair(): Promise<[RunningApi, RunningApi]> {
  const shared = {
    DATABASE_URL: testDatabase.url,
    QUEUE_PREFIX: uniqueQueuePrefix(),
    JWT_SECRET: testJwtSecret(),
  };
  const pair = await Promise.all([startAdminTestApi(shared), startAdminTestApi(shared)]);
  started.push(...pair);
  return pair;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openTestDatabase(testDatabase.url);
});

afterAll(async () => {
  await Promise.all(started.map((api) => api.close()));
  await database?.close();
  await testDatabase?.drop();
});

function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('POST /api/admin/login throttling', () => {
  test('when a username has failed too often across API processes, then even its right password gets 429 with Retry-After', async () => {
    const [first, second] = await startPair();
    const admin = await createTestAdmin(database);
    const wrong = { username: admin.username, password: 'wrong-password' };

    for (let attempt = 1; attempt <= attemptsPerUsername; attempt += 1) {
      const response = await postLogin(attempt % 2 ? first.url : second.url, wrong);
      expect(response.status).toBe(401);
    }
    const blocked = await postLogin(first.url, { username: admin.username, password: admin.password });

    expectThrottled(blocked);
    expect(((await blocked.json()) as ErrorBody).error.code).toBe('rate_limited');
    const otherAdmin = await createTestAdmin(database);
    expect((await postLogin(second.url, otherAdmin)).status).toBe(200);
  });

  test('when a login succeeds, then the failures counted for that username are forgotten', async () => {
    const [api] = await startPair();
    const admin = await createTestAdmin(database);
    const wrong = { username: admin.username, password: 'wrong-password' };
    for (let attempt = 1; attempt < attemptsPerUsername; attempt += 1) {
      expect((await postLogin(api.url, wrong)).status).toBe(401);
    }

    expect((await postLogin(api.url, admin)).status).toBe(200);

    for (let attempt = 1; attempt < attemptsPerUsername; attempt += 1) {
      expect((await postLogin(api.url, wrong)).status).toBe(401);
    }
    expect((await postLogin(api.url, admin)).status).toBe(200);
  });

  test('when Redis is down, then logins keep working and are throttled in memory meanwhile', async () => {
    const redis = await startDisposableRedis();
    const api = await startAdminTestApi({ DATABASE_URL: testDatabase.url, REDIS_URL: redis.url });
    try {
      const admin = await createTestAdmin(database);
      await redis.stop();

      const allowed = await postLogin(api.url, admin);
      for (let attempt = 1; attempt <= attemptsPerUsername; attempt += 1) {
        expect(
          (await postLogin(api.url, { username: admin.username, password: 'wrong-password' })).status,
        ).toBe(401);
      }
      const blocked = await postLogin(api.url, admin);

      expect(allowed.status).toBe(200);
      expectThrottled(blocked);
    } finally {
      await redis.start();
      await api.close();
      await redis.stop();
    }
  });

  test('when one address tries many usernames, then it is throttled even for a fresh username', async () => {
    const [first, second] = await startPair();
    const admin = await createTestAdmin(database);

    for (let attempt = 1; attempt <= attemptsPerIp; attempt += 1) {
      const response = await postLogin(attempt % 2 ? first.url : second.url, {
        username: `guess-${randomUUID()}`,
        password: 'guess',
      });
      expect(response.status).toBe(401);
    }
    const blocked = await postLogin(second.url, admin);

    expectThrottled(blocked);
  });
});
