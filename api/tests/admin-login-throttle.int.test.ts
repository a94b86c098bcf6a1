import { randomUUID } from 'node:crypto';
import type { ErrorBody } from '@app/shared/contract';
import { startDisposableRedis, testRedisUrl, uniqueQueuePrefix, useTestDatabase } from '@app/shared/testing';
import { afterAll, describe, expect, test } from 'vitest';
import { loginThrottleDefaults } from '../src/lib/admin-deps';
import type { RunningApi } from '../src/server';
import { createTestAdmin, postLoginFrom, startAdminTestApi, testJwtSecret } from './admin-test-support';

const { freeFailuresPerAccount, freeFailuresPerAddress } = loginThrottleDefaults;
// Two client addresses on loopback: the client socket is bound to each in turn.
const attacker = '127.0.0.1';
const operator = '127.0.0.2';

const database = useTestDatabase();
const started: RunningApi[] = [];

afterAll(async () => {
  await Promise.all(started.map((api) => api.close()));
});

const modes = [
  {
    mode: 'one API process, counters in memory',
    start: async (env: Record<string, string> = {}): Promise<[RunningApi, RunningApi]> => {
      const api = await startAdminTestApi({ DATABASE_URL: database.url, REDIS_URL: '', ...env });
      started.push(api);
      return [api, api];
    },
  },
  {
    mode: 'two API processes sharing Redis',
    start: async (env: Record<string, string> = {}): Promise<[RunningApi, RunningApi]> => {
      const shared = {
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl,
        QUEUE_PREFIX: uniqueQueuePrefix(),
        JWT_SECRET: testJwtSecret(),
        ...env,
      };
      const pair = await Promise.all([startAdminTestApi(shared), startAdminTestApi(shared)]);
      started.push(...pair);
      return pair;
    },
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectThrottled(response: Response, retryAfterSeconds?: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  if (retryAfterSeconds === undefined) expect(retryAfter).toBeGreaterThan(0);
  else expect(retryAfter).toBe(retryAfterSeconds);
  expect(((await response.json()) as ErrorBody).error.code).toBe('rate_limited');
}

describe.each(modes)('POST /api/admin/login throttling ($mode)', ({ start }) => {
  test('when one address storms the operator’s username with wrong passwords, then each allowed attempt is followed by a wait twice as long as the one before, while the operator logs in at once from another address', async () => {
    const [first, second] = await start();
    const admin = await createTestAdmin(database);
    const wrong = { username: admin.username, password: 'wrong-password' };
    for (let attempt = 1; attempt <= freeFailuresPerAccount; attempt += 1) {
      expect((await postLoginFrom(first.url, attacker, wrong)).status).toBe(401);
    }

    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      expect((await postLoginFrom(first.url, attacker, wrong)).status).toBe(401);
      const refused = await postLoginFrom(second.url, attacker, wrong);
      await expectThrottled(refused.clone());
      const retryAfter = Number(refused.headers.get('retry-after'));
      waits.push(retryAfter);
      await sleep(retryAfter * 1000 + 150);
    }
    // One more failure: the next attempt must wait 8 s, time enough for the storm below.
    expect((await postLoginFrom(first.url, attacker, wrong)).status).toBe(401);
    const storm = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        postLoginFrom(index % 2 ? first.url : second.url, attacker, wrong),
      ),
    );
    const rightPasswordFromAttacker = await postLoginFrom(first.url, attacker, admin);
    const fromOperator = await postLoginFrom(second.url, operator, admin);

    expect(waits).toEqual([1, 2, 4]);
    for (const response of storm) await expectThrottled(response);
    await expectThrottled(rightPasswordFromAttacker);
    expect(fromOperator.status).toBe(200);
    expect(((await fromOperator.json()) as { access_token: string }).access_token).toBeTruthy();
  });

  test('when one address tries many usernames, then it is slowed down for any username while other addresses are not', async () => {
    const [first, second] = await start();
    const admin = await createTestAdmin(database);

    for (let attempt = 1; attempt <= freeFailuresPerAddress + 1; attempt += 1) {
      const response = await postLoginFrom(attempt % 2 ? first.url : second.url, attacker, {
        username: `guess-${randomUUID()}`,
        password: 'guess',
      });
      expect(response.status).toBe(401);
    }
    const freshUsername = await postLoginFrom(second.url, attacker, {
      username: `guess-${randomUUID()}`,
      password: 'guess',
    });

    await expectThrottled(freshUsername);
    expect((await postLoginFrom(first.url, operator, admin)).status).toBe(200);
  });

  test('when a login succeeds, then the failures counted for that username and address are forgotten', async () => {
    const [api] = await start();
    const admin = await createTestAdmin(database);
    const wrong = { username: admin.username, password: 'wrong-password' };
    for (let attempt = 1; attempt <= freeFailuresPerAccount; attempt += 1) {
      expect((await postLoginFrom(api.url, operator, wrong)).status).toBe(401);
    }

    expect((await postLoginFrom(api.url, operator, admin)).status).toBe(200);

    for (let attempt = 1; attempt <= freeFailuresPerAccount; attempt += 1) {
      expect((await postLoginFrom(api.url, operator, wrong)).status).toBe(401);
    }
    expect((await postLoginFrom(api.url, operator, admin)).status).toBe(200);
  });

  test('when TRUST_PROXY is unset, then a storm cannot escape its address with made-up X-Forwarded-For headers', async () => {
    const [api] = await start();
    const admin = await createTestAdmin(database);
    const wrong = { username: admin.username, password: 'wrong-password' };

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= freeFailuresPerAccount + 3; attempt += 1) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${attempt}` };
      statuses.push((await postLoginFrom(api.url, attacker, wrong, spoofed)).status);
    }

    expect(statuses.slice(0, freeFailuresPerAccount + 1).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(freeFailuresPerAccount + 1)).toEqual([429, 429]);
  });

  test('when TRUST_PROXY names the proxy, then a client at another address cannot escape its address with made-up X-Forwarded-For headers', async () => {
    const [api] = await start({ TRUST_PROXY: '127.0.0.1' });
    const admin = await createTestAdmin(database);
    const wrong = { username: admin.username, password: 'wrong-password' };

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= freeFailuresPerAccount + 3; attempt += 1) {
      const spoofed = { 'x-forwarded-for': `198.51.100.${attempt}` };
      // 127.0.0.2 reaches the port directly: it is not the named proxy, so its header is not believed.
      statuses.push((await postLoginFrom(api.url, '127.0.0.2', wrong, spoofed)).status);
    }

    expect(statuses.slice(0, freeFailuresPerAccount + 1).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(freeFailuresPerAccount + 1)).toEqual([429, 429]);
  });

  test('when TRUST_PROXY names the proxy, then visitors behind it are told apart by X-Forwarded-For', async () => {
    const [api] = await start({ TRUST_PROXY: '127.0.0.1' });
    const admin = await createTestAdmin(database);
    const wrong = { username: admin.username, password: 'wrong-password' };
    const behindProxy = (address: string) => ({ 'x-forwarded-for': address });

    for (let attempt = 1; attempt <= freeFailuresPerAccount + 1; attempt += 1) {
      expect((await postLoginFrom(api.url, attacker, wrong, behindProxy('203.0.113.7'))).status).toBe(401);
    }
    const stormBlocked = await postLoginFrom(api.url, attacker, wrong, behindProxy('203.0.113.7'));
    const operatorSameProxy = await postLoginFrom(api.url, attacker, admin, behindProxy('198.51.100.9'));

    await expectThrottled(stormBlocked);
    expect(operatorSameProxy.status).toBe(200);
  });
});

describe('POST /api/admin/login throttling while Redis is down', () => {
  test('when Redis is down, then logins keep working and are throttled in memory meanwhile', async () => {
    const redis = await startDisposableRedis();
    const api = await startAdminTestApi({ DATABASE_URL: database.url, REDIS_URL: redis.url });
    try {
      const admin = await createTestAdmin(database);
      await redis.stop();

      const allowed = await postLoginFrom(api.url, operator, admin);
      for (let attempt = 1; attempt <= freeFailuresPerAccount + 1; attempt += 1) {
        const response = await postLoginFrom(api.url, attacker, { ...admin, password: 'wrong-password' });
        expect(response.status).toBe(401);
      }
      const blocked = await postLoginFrom(api.url, attacker, admin);
      const otherAddress = await postLoginFrom(api.url, operator, admin);

      expect(allowed.status).toBe(200);
      await expectThrottled(blocked);
      expect(otherAddress.status).toBe(200);
    } finally {
      await redis.start();
      await api.close();
      await redis.stop();
    }
  });
});
