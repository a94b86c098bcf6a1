import { submissions } from '@app/shared/db';
import {
  buildSubmitRequest,
  createConnectedTestDatabase,
  testRedisUrl,
  uniqueQueuePrefix,
  type ConnectedTestDatabase,
} from '@app/shared/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postSubmit, readError, startTestApi } from './start-test-api';

let database: ConnectedTestDatabase;

beforeAll(async () => {
  database = await createConnectedTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function countSubmissions(): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(submissions);
  return row!.count;
}

describe('GET /metrics', () => {
  test('when a report was written, then submit latency, queue depth and the writer used are exposed', async () => {
    const api = await startTestApi({ DATABASE_URL: database.url });
    try {
      expect((await postSubmit(api.url, buildSubmitRequest())).status).toBe(200);

      const response = await fetch(`${api.url}/metrics`);

      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/dx_submit_duration_seconds_count\{status="200"\} 1/);
      expect(text).toMatch(/dx_reports_total\{writer="builtin"\} 1/);
      expect(text).toMatch(/dx_report_queue_jobs\{state="active"\} 0/);
      expect(text).toContain('process_resident_memory_bytes');
    } finally {
      await api.close();
    }
  });
});

describe('security headers', () => {
  test('when any page is served, then helmet headers with a same-origin CSP are set', async () => {
    const api = await startTestApi({ DATABASE_URL: database.url });
    try {
      const response = await fetch(`${api.url}/api/questionnaire`);

      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-powered-by')).toBeNull();
    } finally {
      await api.close();
    }
  });
});

describe('POST /api/submit rate limit', () => {
  test('when one address submits more than the limit, then 429 with Retry-After answers and nothing more is stored', async () => {
    const api = await startTestApi({ DATABASE_URL: database.url, SUBMIT_RATE_LIMIT: '2' });
    try {
      expect((await postSubmit(api.url, buildSubmitRequest())).status).toBe(200);
      expect((await postSubmit(api.url, buildSubmitRequest())).status).toBe(200);
      const before = await countSubmissions();

      const response = await postSubmit(api.url, buildSubmitRequest());

      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await readError(response)).code).toBe('rate_limited');
      expect(await countSubmissions()).toBe(before);
    } finally {
      await api.close();
    }
  });

  test('when two API processes share Redis, then they share one limit per address', async () => {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      SUBMIT_RATE_LIMIT: '1',
      // No worker runs: the first submit is answered 504, which still counts.
      REPORT_TIMEOUT_MS: '200',
    };
    const first = await startTestApi(env);
    const second = await startTestApi(env);
    try {
      expect((await postSubmit(first.url, buildSubmitRequest())).status).toBe(504);

      const response = await postSubmit(second.url, buildSubmitRequest());

      expect(response.status).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
