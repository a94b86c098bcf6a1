import type { ErrorBody } from '@app/shared/contract';
import {
  createConnectedTestDatabase,
  startApiProcess,
  testRedisUrl,
  uniqueQueuePrefix,
  type ApiProcess,
  type ConnectedTestDatabase,
} from '@app/shared/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestAdmin, loginToken, seedResponse } from './admin-test-support';

// The API runs as a process of its own: a request that never returns (the audit's overview hang
// blocked the event loop) must fail this test on its deadline, not freeze the test runner with it.
let database: ConnectedTestDatabase;
let api: ApiProcess;
let token: string;

beforeAll(async () => {
  database = await createConnectedTestDatabase();
  api = await startApiProcess({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: uniqueQueuePrefix(),
  });
  token = await loginToken(api.url, await createTestAdmin(database));
  await seedResponse(database, { createdAt: new Date('2026-03-02T03:00:00Z') });
}, 60_000);

afterAll(async () => {
  await api?.kill();
  await database?.drop();
});

/** Every endpoint that takes a day, with the parameters that carry one. */
const datedEndpoints = [
  { path: '/api/admin/overview', params: ['from', 'to'] },
  { path: '/api/admin/data', params: ['timestamp'] },
  { path: '/api/admin/data.csv', params: ['timestamp'] },
  { path: '/api/admin/audit', params: ['from', 'to'] },
] as const;

/** How long any answer may take, even under a parallel test run on two cores. */
const deadlineMs = 1000;

/** GETs with the admin token; the status, the body and how long it took, or an error past the deadline. */
async function timedGet(
  path: string,
  query: Record<string, string>,
): Promise<{ status: number; body: Buffer; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${api.url}${path}?${new URLSearchParams(query)}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(deadlineMs),
  });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, body, ms: performance.now() - started };
}

/** Days at and beyond every edge: year 0, 9999 and 275760, negative years, days that do not exist. */
const extremeDays = [
  '9999-12-31',
  '9999-12-02',
  '0000-01-01',
  '0001-01-01',
  '275760-09-13',
  '+275760-09-13',
  '-271821-04-20',
  '-000001-01-01',
  '-1970-01-01',
  '10000-01-01',
  '1969-12-31',
  '1970-01-01',
  '2100-12-31',
  '2101-01-01',
  '2026-02-30',
  '2026-02-29',
  '2028-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
];
// Any instant JavaScript can name, written as its day (years beyond 9999 get a sign and six
// digits), and days around the accepted range, so that some answers are 200.
const anyDay = fc.oneof(
  fc.constantFrom(...extremeDays),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().split('T')[0]!),
  fc
    .date({ min: new Date('1960-01-01'), max: new Date('2110-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
);

describe('every endpoint that takes a day, under extreme dates', () => {
  test('when arbitrary and extreme days (and huge ranges) are sent, then each answers 2xx or 4xx within a second', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...datedEndpoints),
        fc.array(anyDay, { minLength: 2, maxLength: 2 }),
        fc.boolean(),
        async (endpoint, days, both) => {
          const names = both ? endpoint.params : endpoint.params.slice(0, 1);
          const query = Object.fromEntries(names.map((name, index) => [name, days[index]!]));

          const { status, ms } = await timedGet(endpoint.path, query);

          expect(status >= 200 && status < 500, `${endpoint.path} ${JSON.stringify(query)}: ${status}`).toBe(
            true,
          );
          expect(ms).toBeLessThan(deadlineMs);
        },
      ),
      { numRuns: 300 },
    );

    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
  });

  const outOfRangePeriods = [
    ['the audit’s whole range', { from: '1970-01-01', to: '9999-12-31' }, 'to'],
    ['the audit’s far start alone', { from: '9999-12-31' }, 'from'],
    ['an end past 2100', { to: '2101-01-01' }, 'to'],
    ['a start before 1970', { from: '1969-12-31', to: '1970-01-31' }, 'from'],
  ] as const;
  test.each(
    ['/api/admin/overview', '/api/admin/audit'].flatMap((path) =>
      outOfRangePeriods.map(([label, query, field]) => [path, label, query, field] as const),
    ),
  )(
    'when %s is asked for %s, then 400 names the field within a second',
    async (path, _case, query, field) => {
      const { status, body, ms } = await timedGet(path, query);

      expect(status).toBe(400);
      expect(ms).toBeLessThan(deadlineMs);
      const { error } = JSON.parse(body.toString()) as ErrorBody;
      expect(error.code).toBe('validation_failed');
      expect(error.issues?.map((issue) => issue.path)).toContain(field);
    },
  );

  test('when the list and its export are filtered by a day past 2100 or of year 9999, then 400 answers', async () => {
    for (const path of ['/api/admin/data', '/api/admin/data.csv']) {
      for (const timestamp of ['2101-01-01', '9999-12-31']) {
        const { status, ms } = await timedGet(path, { timestamp });

        expect(status).toBe(400);
        expect(ms).toBeLessThan(deadlineMs);
      }
    }
  });
});
