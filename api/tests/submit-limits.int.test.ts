import { createLogger } from '@app/shared/logging';
import {
  buildSubmitRequest,
  countSubmissions,
  metricValue,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
} from '@app/shared/testing';
import { describe, expect, test } from 'vitest';
import { loadApiEnv } from '../src/config/env';
import { startApiServer, type RunningApi } from '../src/server';
import { captureLogs, postSubmit, readError, startTestApi, type LogLine } from './start-test-api';

const database = useTestDatabase();

/** The API with its /metrics port open and its log lines kept, to see how it reports refusals. */
async function startObservedApi(env: Record<string, string>): Promise<{ api: RunningApi; lines: LogLine[] }> {
  const { logger, lines } = captureLogs();
  const api = await startTestApi({ METRICS_PORT: '0', ...env }, logger);
  return { api, lines };
}

/** dx_submits_refused_total for one reason; a reason not refused yet has no series, so 0. */
async function refusedTotal(api: RunningApi, reason: string): Promise<number> {
  const text = await (await fetch(api.metricsUrl!)).text();
  if (!text.includes(`dx_submits_refused_total{reason="${reason}"}`)) return 0;
  return metricValue(text, 'dx_submits_refused_total', { reason });
}

/** The warnings 'submit refused' logged for one reason. */
const refusalWarnings = (lines: LogLine[], reason: string) =>
  lines.filter((line) => line.msg === 'submit refused' && line.reason === reason && line.level === 40);

/** A submit from the client address `address` (the API trusts one proxy hop in these tests). */
const submitFrom = (baseUrl: string, address: string, body: unknown = buildSubmitRequest()) =>
  postSubmit(baseUrl, body, { 'x-forwarded-for': address });

describe('POST /api/submit limits', () => {
  test('when invalid requests come first, then they answer 400 without using the address’s submits', async () => {
    const { api, lines } = await startObservedApi({ DATABASE_URL: database.url, SUBMIT_RATE_LIMIT: '2' });
    try {
      const invalid = { ...buildSubmitRequest(), userInfo: { name: '', email: 'x', phone: '1' } };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await postSubmit(api.url, invalid)).status).toBe(400);
      }
      expect((await postSubmit(api.url, '{"broken": ')).status).toBe(400);

      expect((await postSubmit(api.url, buildSubmitRequest())).status).toBe(200);
      expect((await postSubmit(api.url, buildSubmitRequest())).status).toBe(200);
      const counted = await refusedTotal(api, 'address');
      const refused = await postSubmit(api.url, buildSubmitRequest());

      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(600);
      expect(await readError(refused)).toMatchObject({ code: 'rate_limited', retryAfterSeconds: seconds });
      expect(await refusedTotal(api, 'address')).toBe(counted + 1);
      expect(refusalWarnings(lines, 'address')).toEqual([
        expect.objectContaining({ retryAfterSeconds: seconds }),
      ]);
    } finally {
      await api.close();
    }
  });

  test('when a workshop of 30 submits from one address with the default limits, then every one of them gets a report', async () => {
    // The defaults, not the test helpers' raised limits.
    const config = loadApiEnv(
      { DATABASE_URL: database.url, PORT: '0', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' },
      { distributed: false },
    );
    const api = await startApiServer(config, createLogger({ name: 'limits-test', level: 'silent' }));
    try {
      const before = await countSubmissions(database);

      const responses = await Promise.all(
        Array.from({ length: 30 }, () => postSubmit(api.url, buildSubmitRequest())),
      );

      expect(responses.map((response) => response.status)).toEqual(Array(30).fill(200));
      expect(await countSubmissions(database)).toBe(before + 30);
    } finally {
      await api.close();
    }
  });

  test('when all addresses together exceed the global budget, then 429 says when to retry, nothing more is stored, and the refusal is counted and logged', async () => {
    const { api, lines } = await startObservedApi({
      DATABASE_URL: database.url,
      TRUST_PROXY: 'loopback',
      SUBMIT_RATE_LIMIT: '5',
      SUBMIT_GLOBAL_RATE_LIMIT: '3',
      SUBMIT_GLOBAL_RATE_WINDOW_SECONDS: '60',
    });
    try {
      for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        expect((await submitFrom(api.url, address)).status).toBe(200);
      }
      const before = await countSubmissions(database);
      const counted = await refusedTotal(api, 'global');

      const refused = await submitFrom(api.url, '198.51.100.4');

      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(await readError(refused)).toMatchObject({ code: 'rate_limited', retryAfterSeconds: seconds });
      expect(await countSubmissions(database)).toBe(before);
      expect(await refusedTotal(api, 'global')).toBe(counted + 1);
      const warnings = refusalWarnings(lines, 'global');
      expect(warnings).toEqual([expect.objectContaining({ retryAfterSeconds: seconds })]);
      // The warning says why, not who.
      expect(JSON.stringify(warnings)).not.toContain('198.51.100.4');
    } finally {
      await api.close();
    }
  });

  test('when a few addresses keep submitting, then they stop at the reserve and a first-time visitor still gets in', async () => {
    const { api, lines } = await startObservedApi({
      DATABASE_URL: database.url,
      TRUST_PROXY: 'loopback',
      SUBMIT_RATE_LIMIT: '40',
      SUBMIT_GLOBAL_RATE_LIMIT: '8',
      SUBMIT_GLOBAL_RESERVE_PERCENT: '25',
      SUBMIT_GLOBAL_RATE_WINDOW_SECONDS: '60',
    });
    try {
      const busy = ['198.51.100.21', '198.51.100.22', '198.51.100.23'];
      const statuses: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        for (const address of busy) statuses.push((await submitFrom(api.url, address)).status);
      }
      const newcomer = await submitFrom(api.url, '198.51.100.24');
      const secondNewcomer = await submitFrom(api.url, '198.51.100.25');
      const overBudget = await submitFrom(api.url, '198.51.100.26');

      // 8 in all, 2 kept back: the busy addresses get 3 first submits and 3 repeats, then 429.
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429]);
      expect(newcomer.status).toBe(200);
      expect(secondNewcomer.status).toBe(200);
      expect(overBudget.status).toBe(429);
      expect(await refusedTotal(api, 'reserve')).toBe(3);
      expect(await refusedTotal(api, 'global')).toBe(1);
      expect(refusalWarnings(lines, 'reserve')).toHaveLength(3);
      expect(refusalWarnings(lines, 'global')).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  test('when another /64 of the same IPv6 /48 submits, then it counts as the same network for the reserve', async () => {
    const api = await startTestApi({
      DATABASE_URL: database.url,
      TRUST_PROXY: 'loopback',
      SUBMIT_RATE_LIMIT: '40',
      SUBMIT_GLOBAL_RATE_LIMIT: '4',
      SUBMIT_GLOBAL_RESERVE_PERCENT: '50',
      SUBMIT_GLOBAL_RATE_WINDOW_SECONDS: '60',
    });
    try {
      expect((await submitFrom(api.url, '2001:db8:1:1::1')).status).toBe(200);
      expect((await submitFrom(api.url, '2001:db8:2:1::1')).status).toBe(200);

      const sameNetwork = await submitFrom(api.url, '2001:db8:1:2::1');
      const otherNetwork = await submitFrom(api.url, '2001:db8:3:1::1');

      expect(sameNetwork.status).toBe(429);
      expect(otherNetwork.status).toBe(200);
    } finally {
      await api.close();
    }
  });

  test('when more report jobs wait than the workers can serve, then a new submit is refused at once with Retry-After', async () => {
    const { api, lines } = await startObservedApi({
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      SUBMIT_MAX_QUEUE_WAITING: '2',
      // Only the queue may refuse here.
      SUBMIT_RATE_LIMIT: '1000',
      SUBMIT_GLOBAL_RATE_LIMIT: '1000',
      // No worker runs: each submit answers 504 and leaves its job waiting.
      REPORT_TIMEOUT_MS: '100',
    });
    try {
      const statuses: number[] = [];
      let refused: Response | undefined;
      // The queue's depth is read at most once a second, so a few more submits may pass first.
      while (!refused && statuses.length < 40) {
        const response = await submitFrom(api.url, `203.0.113.${statuses.length + 10}`);
        statuses.push(response.status);
        if (response.status === 429) refused = response;
      }

      expect(statuses.slice(0, 2)).toEqual([504, 504]);
      expect(refused?.headers.get('retry-after')).toBe('30');
      expect(await readError(refused!)).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 30 });
      expect(await refusedTotal(api, 'queue')).toBe(1);
      expect(refusalWarnings(lines, 'queue')).toEqual([expect.objectContaining({ retryAfterSeconds: 30 })]);
    } finally {
      await api.close();
    }
  });

  test('when two API processes share Redis, then they share one global budget', async () => {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      TRUST_PROXY: 'loopback',
      SUBMIT_GLOBAL_RATE_LIMIT: '2',
      // No worker runs: the submits answer 504, which still count.
      REPORT_TIMEOUT_MS: '200',
    };
    const first = await startTestApi(env);
    const second = await startTestApi(env);
    try {
      expect((await submitFrom(first.url, '203.0.113.1')).status).toBe(504);
      expect((await submitFrom(second.url, '203.0.113.2')).status).toBe(504);

      const response = await submitFrom(first.url, '203.0.113.3');

      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
