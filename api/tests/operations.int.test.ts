import {
  buildSubmitRequest,
  countSubmissions,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
} from '@app/shared/testing';
import { describe, expect, test } from 'vitest';
import { postSubmit, readError, startTestApi } from './start-test-api';

const database = useTestDatabase();

describe('GET /metrics', () => {
  test('when a report was written, then submit latency, queue depth and the writer used are exposed on the metrics port', async () => {
    const api = await startTestApi({ DATABASE_URL: database.url, METRICS_PORT: '0' });
    try {
      expect((await postSubmit(api.url, buildSubmitRequest())).status).toBe(200);

      const response = await fetch(api.metricsUrl!);

      expect(new URL(api.metricsUrl!).hostname).toBe('127.0.0.1');
      expect(new URL(api.metricsUrl!).port).not.toBe(new URL(api.url).port);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/dx_submit_duration_seconds_count\{status="200"\} 1/);
      expect(text).toMatch(/dx_reports_total\{writer="builtin"\} 1/);
      expect(text).toMatch(/dx_report_queue_jobs\{state="active"\} 0/);
      expect(text).toMatch(/dx_report_queue_wait_seconds_count 1/);
      // Every answer is counted by its route template.
      expect(text).toMatch(/dx_http_responses_total\{route="\/api\/submit",status="200"\} 1/);
      expect(text).toContain('process_resident_memory_bytes');
    } finally {
      await api.close();
    }
  });
});

describe('GET /metrics on the public port', () => {
  test('when /metrics is asked of the public port, then no figure is answered, with or without a metrics port', async () => {
    const withMetricsPort = await startTestApi({ DATABASE_URL: database.url, METRICS_PORT: '0' });
    const without = await startTestApi({ DATABASE_URL: database.url });
    try {
      for (const api of [withMetricsPort, without]) {
        const response = await fetch(`${api.url}/metrics`);
        const text = await response.text();

        expect(response.status).toBe(404);
        expect(text).not.toContain('dx_submit_duration_seconds');
        expect(text).not.toContain('process_resident_memory_bytes');
      }
      expect(without.metricsUrl).toBeUndefined();
    } finally {
      await Promise.all([withMetricsPort.close(), without.close()]);
    }
  });
});

describe('Cache-Control of API answers', () => {
  test('when a diagnosis is submitted, refused or opened by its link, then no answer may be stored by a cache', async () => {
    const api = await startTestApi({ DATABASE_URL: database.url });
    try {
      const submitted = await postSubmit(api.url, buildSubmitRequest());
      const { reportUrl } = (await submitted.json()) as { reportUrl: string };
      const invalid = await postSubmit(api.url, { nothing: true });
      const notJson = await postSubmit(api.url, '{');
      const opened = await fetch(`${api.url}/api${reportUrl}`);
      const unknownLink = await fetch(`${api.url}/api/report/${'x'.repeat(43)}`);
      const unknownEndpoint = await fetch(`${api.url}/api/nothing-here`);
      const catalogue = await fetch(`${api.url}/api/questionnaire`);

      expect([submitted.status, invalid.status, notJson.status, opened.status]).toEqual([200, 400, 400, 200]);
      for (const response of [submitted, invalid, notJson, opened, unknownLink, unknownEndpoint]) {
        expect(response.headers.get('cache-control'), response.url).toBe('no-store');
      }
      // The public catalogue stays cacheable.
      expect(catalogue.headers.get('cache-control')).toBe('public, max-age=300');
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
    const api = await startTestApi({ DATABASE_URL: database.url, SUBMIT_RATE_LIMIT: '2', METRICS_PORT: '0' });
    try {
      expect((await postSubmit(api.url, buildSubmitRequest())).status).toBe(200);
      expect((await postSubmit(api.url, buildSubmitRequest())).status).toBe(200);
      const before = await countSubmissions(database);

      const response = await postSubmit(api.url, buildSubmitRequest());

      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await readError(response)).code).toBe('rate_limited');
      expect(await countSubmissions(database)).toBe(before);
      const metrics = await (await fetch(api.metricsUrl!)).text();
      expect(metrics).toMatch(/dx_http_responses_total\{route="\/api\/submit",status="429"\} 1/);
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
