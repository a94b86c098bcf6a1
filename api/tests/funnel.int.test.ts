import { randomUUID } from 'node:crypto';
import { tokyoDayOf } from '@app/shared/contract';
import { funnelDaily } from '@app/shared/db';
import { buildSubmitRequest } from '@app/shared/testing';
import { describe, expect, test } from 'vitest';
import { useTestApi, postSubmit, readError, startTestApi } from './start-test-api';

const testApi = useTestApi();

function postStep(body: unknown, baseUrl = testApi.api.url): Promise<Response> {
  return fetch(`${baseUrl}/api/funnel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Every stored counter row, keyed `day step`. */
async function counters(): Promise<Map<string, number>> {
  const rows = await testApi.database.db.select().from(funnelDaily);
  return new Map(rows.map((row) => [`${row.day} ${row.step}`, row.count]));
}

/** Each step's count summed over every day, so a test crossing midnight in Tokyo still adds up. */
async function totals(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const row of await testApi.database.db.select().from(funnelDaily)) {
    result[row.step] = (result[row.step] ?? 0) + row.count;
  }
  return result;
}

describe('POST /api/funnel', () => {
  test('when a page view is reported, then 204 answers without a cookie and today’s counter exists', async () => {
    const before = tokyoDayOf(new Date());

    const response = await postStep({ step: 'landing' });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('set-cookie')).toBeNull();
    const after = tokyoDayOf(new Date());
    const stored = await counters();
    expect(stored.get(`${before} landing`) ?? stored.get(`${after} landing`)).toBe(1);
  });

  test('when the same step is reported again, then its day’s row counts up (an upsert, not a conflict)', async () => {
    for (let index = 0; index < 3; index += 1) expect((await postStep({ step: 'start' })).status).toBe(204);

    // (day, step) is the primary key: a plain insert would fail on the second report.
    expect((await totals()).start).toBe(3);
  });

  test.each([
    ['an unknown step', { step: 'checkout' }],
    ['the server-counted step', { step: 'submitted' }],
    ['no step', {}],
    ['a step that is not text', { step: 3 }],
  ])('when the body has %s, then 400 answers and nothing is counted', async (_case, body) => {
    const before = await totals();

    const response = await postStep(body);

    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe('validation_failed');
    expect(await totals()).toEqual(before);
  });

  test('with the default limit, one address adds at most 60 views in ten minutes (about ten visits), not hundreds', async () => {
    const defaults = await startTestApi({ DATABASE_URL: testApi.database.url });
    try {
      const { userinfo: before = 0 } = await totals();
      const statuses: number[] = [];
      for (let index = 0; index < 61; index += 1)
        statuses.push((await postStep({ step: 'userinfo' }, defaults.url)).status);

      expect(statuses.filter((status) => status === 204)).toHaveLength(60);
      expect(statuses.at(-1)).toBe(429);
      expect(((await totals()).userinfo ?? 0) - before).toBe(60);
    } finally {
      await defaults.close();
    }
  });

  test('when one address reports more views than its limit, then 429 answers with Retry-After', async () => {
    const limited = await startTestApi({ DATABASE_URL: testApi.database.url, FUNNEL_RATE_LIMIT: '2' });
    try {
      expect((await postStep({ step: 'diagnosis' }, limited.url)).status).toBe(204);
      expect((await postStep({ step: 'diagnosis' }, limited.url)).status).toBe(204);

      const refused = await postStep({ step: 'diagnosis' }, limited.url);

      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await totals()).diagnosis).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('the funnel’s 送信 step', () => {
  test('when a new submission is stored, then it counts once; its idempotent repeat does not count', async () => {
    const { submitted: before = 0 } = await totals();
    const body = buildSubmitRequest();
    const key = { 'Idempotency-Key': randomUUID() };

    expect((await postSubmit(testApi.api.url, body, key)).status).toBe(200);
    expect((await postSubmit(testApi.api.url, body, key)).status).toBe(200);

    const { submitted = 0 } = await totals();
    expect(submitted - before).toBe(1);
  });
});
