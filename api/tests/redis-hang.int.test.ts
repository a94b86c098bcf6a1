import {
  startDisposableRedis,
  uniqueQueuePrefix,
  useTestDatabase,
  type DisposableRedis,
} from '@app/shared/testing';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import { createTestAdmin, postLogin, startAdminTestApi } from './admin-test-support';

// The audit's finding: with Redis frozen (connections open, nothing answered) a login and a funnel
// beacon each took ~20 s. The login throttle and the funnel's limiter both ask Redis first.
const database = useTestDatabase();
let redis: DisposableRedis;
let api: RunningApi;

// Each Redis command gives up after 1 s (redisCommandTimeoutMs) and its caller falls back to memory.
// A login asks Redis three times in a row (the throttle's wait, its count, then clear or restart),
// so ~3 s; a beacon once. The bounds leave room for a parallel test run, far below the ~20 s.
const loginBoundMs = 6000;
const beaconBoundMs = 3000;

beforeEach(async () => {
  redis = await startDisposableRedis();
  api = await startAdminTestApi({
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: uniqueQueuePrefix(),
  });
});

afterEach(async () => {
  redis?.resume();
  await api?.close();
  await redis?.stop();
});

/** Runs `call` and returns its answer with how long it took. */
async function timed(call: () => Promise<Response>): Promise<{ response: Response; ms: number }> {
  const startedAt = performance.now();
  const response = await call();
  return { response, ms: performance.now() - startedAt };
}

describe('when Redis hangs', () => {
  test('when an operator logs in, then the login answers within seconds (the throttle counts in memory)', async () => {
    const admin = await createTestAdmin(database);
    redis.pause();

    const { response, ms } = await timed(() =>
      postLogin(api.url, { username: admin.username, password: admin.password }),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ access_token: expect.any(String) });
    expect(ms).toBeLessThan(loginBoundMs);
  });

  test('when a wrong password is sent, then 401 answers within seconds', async () => {
    const admin = await createTestAdmin(database);
    redis.pause();

    const { response, ms } = await timed(() =>
      postLogin(api.url, { username: admin.username, password: 'not-the-password' }),
    );

    expect(response.status).toBe(401);
    expect(ms).toBeLessThan(loginBoundMs);
  });

  test('when a page view is reported, then the beacon answers 204 within seconds', async () => {
    redis.pause();

    const { response, ms } = await timed(() =>
      fetch(`${api.url}/api/funnel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ step: 'landing' }),
      }),
    );

    expect(response.status).toBe(204);
    expect(ms).toBeLessThan(beaconBoundMs);
  });
});
