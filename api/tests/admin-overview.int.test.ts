import {
  addDays,
  adminOverviewSchema,
  maxOverviewPeriodDays,
  overviewPeriodTooLongMessage,
  tokyoDayOf,
  type AdminOverview,
} from '@app/shared/contract';
import { funnelDaily, submissions, type ReportWriterKind } from '@app/shared/db';
import { storeSubmission } from '@app/shared/testing';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { getWithToken, useAdminTestApi } from './admin-test-support';
import { readError } from './start-test-api';

const testApi = useAdminTestApi({ signedIn: true });
const { database } = testApi;

/** Stores one submission at `createdAt`, completed with a level and a writer when given. */
async function seed(options: {
  createdAt: string;
  industry: string;
  companySize: string;
  report?: { level: number; writer: ReportWriterKind };
}): Promise<void> {
  const { id } = await storeSubmission(database);
  await database.db
    .update(submissions)
    .set({
      createdAt: new Date(options.createdAt),
      // Stored codes may be ones the questionnaire no longer lists.
      industry: options.industry,
      companySize: options.companySize,
      ...(options.report && {
        status: 'completed' as const,
        writer: options.report.writer,
        scores: sql`jsonb_build_object('level', ${options.report.level}::int, 'overall', 50)`,
      }),
    })
    .where(eq(submissions.id, id));
}

beforeAll(async () => {
  // 2026-03-02 (a Monday) in Tokyo runs from 2026-03-01T15:00Z to 2026-03-02T15:00Z.
  await seed({
    createdAt: '2026-03-01T14:59:59.999Z', // Sunday 1 March, 23:59 in Tokyo
    industry: 'manufacturing',
    companySize: '30_99',
    report: { level: 3, writer: 'llm' },
  });
  await seed({
    createdAt: '2026-03-01T15:00:00.000Z', // Monday 2 March, 00:00 in Tokyo
    industry: 'construction',
    companySize: 'lt10',
    report: { level: 3, writer: 'builtin' },
  });
  await seed({
    createdAt: '2026-03-02T14:59:59.999Z', // Monday 2 March, 23:59 in Tokyo
    industry: 'manufacturing',
    companySize: 'gte1000',
    report: { level: 5, writer: 'fallback' },
  });
  await seed({
    createdAt: '2026-03-02T15:00:00.000Z', // Tuesday 3 March in Tokyo: after every period below
    industry: 'education',
    companySize: 'lt10',
    report: { level: 1, writer: 'llm' },
  });
  await seed({
    createdAt: '2026-02-20T03:00:00.000Z', // still without a report
    industry: 'retired_industry',
    companySize: '10_29',
  });
  await seed({
    createdAt: '2026-01-31T14:59:59.999Z', // Saturday 31 January in Tokyo: before the 30 days
    industry: 'education',
    companySize: 'lt10',
    report: { level: 2, writer: 'llm' },
  });

  await database.db.insert(funnelDaily).values([
    { day: '2026-01-31', step: 'landing', count: 100 },
    { day: '2026-02-01', step: 'landing', count: 10 },
    { day: '2026-03-02', step: 'landing', count: 5 },
    { day: '2026-03-02', step: 'start', count: 4 },
    { day: '2026-03-02', step: 'diagnosis', count: 3 },
    { day: '2026-03-02', step: 'userinfo', count: 2 },
    { day: '2026-03-02', step: 'submitted', count: 2 },
    { day: '2026-03-02', step: 'report', count: 1 },
    { day: '2026-03-03', step: 'landing', count: 50 },
    // A day of back and forth: later steps viewed more often than the ones before them.
    { day: '2025-06-10', step: 'landing', count: 10 },
    { day: '2025-06-10', step: 'start', count: 12 },
    { day: '2025-06-10', step: 'diagnosis', count: 30 },
    { day: '2025-06-10', step: 'userinfo', count: 15 },
    { day: '2025-06-10', step: 'submitted', count: 6 },
    { day: '2025-06-10', step: 'report', count: 7 },
  ]);
});

async function overview(query: Record<string, string> = {}): Promise<AdminOverview> {
  const response = await getWithToken(
    `${testApi.api.url}/api/admin/overview?${new URLSearchParams(query)}`,
    testApi.token,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return adminOverviewSchema.parse(await response.json());
}

const nonZero = (rows: { count: number }[]) => rows.filter((row) => row.count > 0);

describe('GET /api/admin/overview', () => {
  test('when the period ends on 2 March, then every day of the 30 up to it is listed, split at Tokyo midnight', async () => {
    const body = await overview({ to: '2026-03-02' });

    expect(body.period).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ day: '2026-02-01', count: 0 });
    expect(body.daily[29]).toEqual({ day: '2026-03-02', count: 2 });
    expect(nonZero(body.daily)).toEqual([
      { day: '2026-02-20', count: 1 },
      { day: '2026-03-01', count: 1 },
      { day: '2026-03-02', count: 2 },
    ]);
  });

  test('when the period ends on 2 March, then the 12 ISO weeks up to its week are counted Monday to Sunday', async () => {
    const body = await overview({ to: '2026-03-02' });

    expect(body.weekly).toHaveLength(12);
    expect(body.weekly[0]).toEqual({ week: '2025-W51', start: '2025-12-15', end: '2025-12-21', count: 0 });
    expect(nonZero(body.weekly)).toEqual([
      { week: '2026-W05', start: '2026-01-26', end: '2026-02-01', count: 1 },
      { week: '2026-W08', start: '2026-02-16', end: '2026-02-22', count: 1 },
      { week: '2026-W09', start: '2026-02-23', end: '2026-03-01', count: 1 },
      // The current week counts up to the period's end: the Tuesday row is left out.
      { week: '2026-W10', start: '2026-03-02', end: '2026-03-08', count: 2 },
    ]);
  });

  test('when the period is the default 30 days, then levels, industries, sizes and writers count only its rows', async () => {
    const body = await overview({ to: '2026-03-02' });

    expect(body.levels).toEqual([
      { level: 1, name: '未着手・アナログ中心', count: 0 },
      { level: 2, name: 'デジタル化初期', count: 0 },
      { level: 3, name: '業務デジタル化・データ活用', count: 2 },
      { level: 4, name: '全社DX推進', count: 0 },
      { level: 5, name: 'AI・データ駆動型経営', count: 1 },
    ]);
    expect(body.writers).toEqual([
      { writer: 'llm', count: 1 },
      { writer: 'builtin', count: 1 },
      { writer: 'fallback', count: 1 },
    ]);
    expect(body.industries).toHaveLength(13);
    expect(body.industries[0]).toEqual({ code: 'manufacturing', label: '製造業', count: 2 });
    expect(nonZero(body.industries)).toEqual([
      { code: 'manufacturing', label: '製造業', count: 2 },
      { code: 'construction', label: '建設業', count: 1 },
      { code: 'retired_industry', label: 'retired_industry', count: 1 },
    ]);
    expect(body.companySizes.map((size) => size.label)).toEqual([
      '10名未満',
      '10〜29名',
      '30〜99名',
      '100〜299名',
      '300〜999名',
      '1,000名以上',
    ]);
    expect(body.companySizes.map((size) => size.count)).toEqual([1, 1, 1, 0, 0, 1]);
  });

  test('when the period is the default 30 days, then the funnel sums each step over its days in flow order', async () => {
    const body = await overview({ to: '2026-03-02' });

    expect(body.funnel).toEqual([
      { step: 'landing', count: 15, reached: 15 },
      { step: 'start', count: 4, reached: 4 },
      { step: 'diagnosis', count: 3, reached: 3 },
      { step: 'userinfo', count: 2, reached: 2 },
      { step: 'submitted', count: 2, reached: 2 },
      { step: 'report', count: 1, reached: 1 },
    ]);
  });

  test('when later steps were viewed more often than earlier ones, then the raw counts stay and `reached` never rises along the flow', async () => {
    const body = await overview({ from: '2025-06-10', to: '2025-06-10' });

    expect(body.funnel).toEqual([
      { step: 'landing', count: 10, reached: 10 },
      { step: 'start', count: 12, reached: 10 },
      { step: 'diagnosis', count: 30, reached: 10 },
      { step: 'userinfo', count: 15, reached: 10 },
      { step: 'submitted', count: 6, reached: 6 },
      { step: 'report', count: 7, reached: 6 },
    ]);
    const visitors = body.funnel[0]!.reached;
    for (const [index, entry] of body.funnel.entries()) {
      expect(entry.reached).toBeLessThanOrEqual(visitors);
      if (index > 0) expect(entry.reached).toBeLessThanOrEqual(body.funnel[index - 1]!.reached);
    }
  });

  test('when one day is chosen, then the breakdowns and the funnel count that Tokyo day only', async () => {
    const body = await overview({ from: '2026-03-02', to: '2026-03-02' });

    expect(body.period).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(nonZero(body.levels)).toEqual([
      { level: 3, name: '業務デジタル化・データ活用', count: 1 },
      { level: 5, name: 'AI・データ駆動型経営', count: 1 },
    ]);
    expect(body.writers.map((writer) => writer.count)).toEqual([0, 1, 1]);
    expect(body.funnel[0]).toEqual({ step: 'landing', count: 5, reached: 5 });
    expect(body.daily).toHaveLength(30);
  });

  test('when no period is given, then it is the 30 days up to today in Tokyo', async () => {
    const before = tokyoDayOf(new Date());

    const body = await overview();

    const today = body.period.to;
    expect([before, tokyoDayOf(new Date())]).toContain(today);
    expect(body.period.from).toBe(addDays(today, -29));
    expect(body.daily.at(-1)?.day).toBe(today);
    expect(body.weekly).toHaveLength(12);
  });

  test.each([
    ['a start after the end', { from: '2026-03-03', to: '2026-03-02' }],
    ['a day that does not exist', { from: '2026-02-30' }],
    ['a day in another format', { to: '2026/03/02' }],
    ['a day after 2100', { to: '2101-01-01' }],
  ])('when the query has %s, then 400 answers', async (_case, query) => {
    const response = await getWithToken(
      `${testApi.api.url}/api/admin/overview?${new URLSearchParams(query)}`,
      testApi.token,
    );

    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe('validation_failed');
  });

  test('when the period spans three years, then it is counted; one day more, or a start alone further back than three years, answers 400', async () => {
    const longest = await overview({ from: '2023-03-03', to: '2026-03-02' });
    const tooLong = await getWithToken(
      `${testApi.api.url}/api/admin/overview?${new URLSearchParams({ from: '2023-03-02', to: '2026-03-02' })}`,
      testApi.token,
    );
    const startAlone = await getWithToken(
      `${testApi.api.url}/api/admin/overview?${new URLSearchParams({ from: addDays(tokyoDayOf(new Date()), -maxOverviewPeriodDays) })}`,
      testApi.token,
    );

    expect(longest.period).toEqual({ from: '2023-03-03', to: '2026-03-02' });
    // Every completed report up to 2 March: the one of 31 January too.
    expect(
      longest.levels.filter((level) => level.count > 0).map(({ level, count }) => [level, count]),
    ).toEqual([
      [2, 1],
      [3, 2],
      [5, 1],
    ]);
    for (const response of [tooLong, startAlone]) {
      expect(response.status).toBe(400);
      const error = await readError(response);
      expect(error.code).toBe('validation_failed');
      expect(error.issues).toEqual([{ path: 'from', message: overviewPeriodTooLongMessage }]);
    }
  });

  test('when no admin token is sent, then 401 answers without any figure', async () => {
    const response = await fetch(`${testApi.api.url}/api/admin/overview`);

    expect(response.status).toBe(401);
    expect((await readError(response)).code).toBe('unauthorized');
  });

  test('when a forged token is sent, then 401 answers', async () => {
    const response = await getWithToken(`${testApi.api.url}/api/admin/overview`, 'aaa.bbb.ccc');

    expect(response.status).toBe(401);
  });
});
