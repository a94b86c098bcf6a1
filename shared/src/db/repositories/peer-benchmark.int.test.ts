import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type DimensionKey, type ReportScores, type SubmitRequestInput } from '../../contract';
import { storeSubmission } from '../../testing/stored-submissions';
import { buildCompletedReport, buildParsedSubmitRequest } from '../../testing/submission-factory';
import { useTestDatabase } from '../../testing/use-test-database';
import { createCompanyKeyHasher } from '../company-key-hasher';
import type { Database } from '../database';
import * as schema from '../schema';
import { createPeerBenchmark, type PeerBenchmark, type PeerQuery } from './peer-benchmark';
import { createSubmissionStore, type SubmissionStore } from './submission-store';

const database = useTestDatabase({ poolSize: 4 });
const companyKeys = createCompanyKeyHasher('peer-benchmark-test-secret-0123456789');
let store: SubmissionStore;
let peers: PeerBenchmark;

beforeAll(() => {
  store = createSubmissionStore(database.db);
  peers = createPeerBenchmark(database.db);
});

type Industry = SubmitRequestInput['companyInfo']['industry'];
type CompanySize = SubmitRequestInput['companyInfo']['companySize'];
type Segment = { industry: Industry; companySize: CompanySize };
type Dimensions = Record<DimensionKey, number>;

const flat = (value: number): Dimensions => ({
  strategy: value,
  organization: value,
  technology: value,
  aiAdoption: value,
  investment: value,
});

interface StoredSubmission {
  segment: Segment;
  companyName: string;
  email: string;
  /** Completed with these scores; without them the submission stays pending. */
  overall?: number;
  dimensions?: Dimensions;
}

/** Stores a submission as the API does (which sets the company keys) and completes it when scored. */
async function addSubmission(submission: StoredSubmission): Promise<string> {
  const input = buildParsedSubmitRequest({
    companyInfo: { ...submission.segment, companyName: submission.companyName },
    userInfo: { email: submission.email },
  });
  const { id } = await storeSubmission(database, input, { companyKeys });
  if (submission.overall !== undefined) {
    const overall = submission.overall;
    const scores: ReportScores = {
      overall,
      level: 1,
      levelName: 'test',
      dimensions: submission.dimensions ?? flat(overall),
      benchmark: {
        percentile: 0,
        dimensionPercentiles: flat(0),
        peerAverage: 0,
        peerCount: 0,
        source: 'baseline',
      },
    };
    // Only the scores matter to the benchmark; the result is never read by it.
    await store.complete(id, buildCompletedReport({ scores }));
  }
  return id;
}

/**
 * The query a visitor's report job asks about its submission, stored first (pending) as the API
 * stores it: the benchmark reads the visitor's company keys from that row.
 */
async function visitorQuery(
  segment: Segment,
  visitor: { companyName: string; email: string; submissionId?: string },
  overall: number,
  dimensions: Dimensions = flat(overall),
): Promise<PeerQuery> {
  return {
    ...segment,
    submissionId: visitor.submissionId ?? (await addSubmission({ segment, ...visitor })),
    overall,
    dimensions,
  };
}

describe('peer benchmark', () => {
  test('when one company submits five times, then it counts once with its latest scores', async () => {
    // Each test uses its own segment; this file has its own database.
    const segment: Segment = { industry: 'manufacturing', companySize: '30_99' };
    // The same company under differing spellings, always from its own domain.
    const spellings = ['株式会社山田製作所', '山田製作所(株)', '㈱山田製作所', 'ﾔﾏﾀﾞ精機', '山田製作所'];
    for (const [index, companyName] of spellings.entries())
      await addSubmission({
        segment,
        companyName,
        email: `user${index}@yamada-ss.co.jp`,
        overall: 10 * (index + 1),
      });
    // Another company twice from free mail, recognised by its name alone.
    await addSubmission({ segment, companyName: '株式会社 青葉商事', email: 'aoba1@gmail.com', overall: 90 });
    await addSubmission({ segment, companyName: '青葉商事（株）', email: 'aoba2@gmail.com', overall: 60 });
    await addSubmission({
      segment,
      companyName: '株式会社ミドリ電機',
      email: 'info@midori-denki.jp',
      overall: 80,
    });

    const standing = await peers.standing(
      await visitorQuery(
        segment,
        { companyName: '株式会社さくら工業', email: 'taro@sakura-kogyo.co.jp' },
        55,
      ),
    );

    // Latest of each: 山田製作所 50, 青葉商事 60, ミドリ電機 80.
    expect(standing.distinctCompanies).toBe(3);
    expect(standing.peerAverage).toBeCloseTo(190 / 3, 10);
    expect(standing.percentile).toBeCloseTo(100 / 3, 10);
  });

  test('when the visitor submitted before under the same name or the same corporate domain, then those submissions are not its peers', async () => {
    const segment: Segment = { industry: 'construction', companySize: '10_29' };
    const visitor = { companyName: '株式会社 高橋建設', email: 'takahashi@takahashi-kensetsu.co.jp' };
    // Earlier tries: the same name spelled otherwise from free mail, and a colleague at the same domain
    // who typed the name in English.
    await addSubmission({
      segment,
      companyName: '高橋建設（株）',
      email: 'takahashi.k@yahoo.co.jp',
      overall: 20,
    });
    await addSubmission({
      segment,
      companyName: 'ＴＡＫＡＨＡＳＨＩ建設',
      email: 'a@gmail.com',
      overall: 90,
    });
    await addSubmission({
      segment,
      companyName: 'Takahashi Kensetsu Co., Ltd.',
      email: 'suzuki@Takahashi-Kensetsu.co.jp',
      overall: 30,
    });
    await addSubmission({
      segment,
      companyName: '株式会社伊藤工務店',
      email: 'ito@ito-koumuten.jp',
      overall: 40,
    });
    await addSubmission({
      segment,
      companyName: '渡辺建設株式会社',
      email: 'watanabe@docomo.ne.jp',
      overall: 70,
    });
    const own = await addSubmission({ segment, ...visitor, overall: 50 });

    const standing = await peers.standing(await visitorQuery(segment, { ...visitor, submissionId: own }, 50));

    // Peers: 伊藤工務店 40, 渡辺建設 70, and ＴＡＫＡＨＡＳＨＩ建設 90 (another name, free mail).
    expect(standing.distinctCompanies).toBe(3);
    expect(standing.peerAverage).toBeCloseTo(200 / 3, 10);
    expect(standing.percentile).toBeCloseTo(100 / 3, 10);
  });

  test('when different companies write from the same free mail domain, then each counts on its own', async () => {
    const segment: Segment = { industry: 'wholesale_retail', companySize: 'lt10' };
    await addSubmission({ segment, companyName: '佐藤商店', email: 'sato.shoten@gmail.com', overall: 20 });
    await addSubmission({ segment, companyName: '鈴木酒店', email: 'suzuki.saketen@gmail.com', overall: 40 });
    await addSubmission({ segment, companyName: '田中青果', email: 'tanaka@gmail.com', overall: 60 });
    await addSubmission({ segment, companyName: '中村米穀店', email: 'nakamura@yahoo.co.jp', overall: 80 });

    const standing = await peers.standing(
      await visitorQuery(segment, { companyName: '小林書店', email: 'kobayashi@gmail.com' }, 50),
    );

    expect(standing.distinctCompanies).toBe(4);
    expect(standing.peerAverage).toBe(50);
    expect(standing.percentile).toBe(50);
  });

  test('when rows are of other segments or not completed, then they are ignored', async () => {
    const segment: Segment = { industry: 'real_estate', companySize: '100_299' };
    await addSubmission({ segment, companyName: '不動産A', email: 'a@fudosan-a.jp', overall: 30 });
    // A company whose latest try has no report yet counts with its latest completed one.
    await addSubmission({ segment, companyName: '不動産B', email: 'b@fudosan-b.jp', overall: 50 });
    await addSubmission({ segment, companyName: '不動産B', email: 'b@fudosan-b.jp' });
    const processing = await addSubmission({ segment, companyName: '不動産C', email: 'c@fudosan-c.jp' });
    await store.markProcessing(processing);
    const failed = await addSubmission({ segment, companyName: '不動産D', email: 'd@fudosan-d.jp' });
    await store.markFailed(failed, 'test');
    await addSubmission({ segment, companyName: '不動産E', email: 'e@fudosan-e.jp' });
    await addSubmission({
      segment: { ...segment, companySize: '300_999' },
      companyName: '不動産F',
      email: 'f@fudosan-f.jp',
      overall: 99,
    });
    await addSubmission({
      segment: { ...segment, industry: 'construction' },
      companyName: '不動産G',
      email: 'g@fudosan-g.jp',
      overall: 99,
    });

    const standing = await peers.standing(
      await visitorQuery(segment, { companyName: '不動産Z', email: 'z@fudosan-z.jp' }, 40),
    );

    expect(standing.distinctCompanies).toBe(2);
    expect(standing.peerAverage).toBe(40);
    expect(standing.percentile).toBe(50);
  });

  test('when a small set of peers is known, then averages and mid-rank percentiles are exact and unrounded', async () => {
    const segment: Segment = { industry: 'education', companySize: 'gte1000' };
    const peerScores: { overall: number; dimensions: Dimensions }[] = [
      {
        overall: 20,
        dimensions: { strategy: 10, organization: 20, technology: 30, aiAdoption: 0, investment: 40 },
      },
      {
        overall: 40,
        dimensions: { strategy: 40, organization: 40, technology: 50, aiAdoption: 30, investment: 40 },
      },
      {
        overall: 40,
        dimensions: { strategy: 60, organization: 30, technology: 40, aiAdoption: 20, investment: 50 },
      },
      {
        overall: 70,
        dimensions: { strategy: 80, organization: 70, technology: 60, aiAdoption: 90, investment: 50 },
      },
      {
        overall: 85,
        dimensions: { strategy: 90, organization: 80, technology: 90, aiAdoption: 85, investment: 80 },
      },
      {
        overall: 95,
        dimensions: { strategy: 100, organization: 90, technology: 95, aiAdoption: 95, investment: 95 },
      },
    ];
    for (const [index, { overall, dimensions }] of peerScores.entries())
      await addSubmission({
        segment,
        companyName: `学校法人 学園${index}`,
        email: `office@gakuen${index}.ac.jp`,
        overall,
        dimensions,
      });

    const standing = await peers.standing(
      await visitorQuery(segment, { companyName: '学校法人 青葉学園', email: 'jimu@aoba.ac.jp' }, 40, {
        strategy: 55,
        organization: 40,
        technology: 100,
        aiAdoption: 0,
        investment: 50,
      }),
    );

    expect(standing.distinctCompanies).toBe(6);
    expect(standing.peerAverage).toBeCloseTo(350 / 6, 10);
    expect(standing.dimensionAverages.strategy).toBeCloseTo(380 / 6, 10);
    expect(standing.dimensionAverages.organization).toBeCloseTo(330 / 6, 10);
    expect(standing.dimensionAverages.technology).toBeCloseTo(365 / 6, 10);
    expect(standing.dimensionAverages.aiAdoption).toBeCloseTo(320 / 6, 10);
    expect(standing.dimensionAverages.investment).toBeCloseTo(355 / 6, 10);
    // One peer below 40 and two ties: (1 + 0.5 × 2) / 6.
    expect(standing.percentile).toBeCloseTo(100 / 3, 10);
    // Strategy 55 is above 10 and 40; organisation 40 is above 20 and 30 and ties one 40.
    expect(standing.dimensionPercentiles.strategy).toBeCloseTo(100 / 3, 10);
    expect(standing.dimensionPercentiles.organization).toBeCloseTo(250 / 6, 10);
    expect(standing.dimensionPercentiles.technology).toBe(100);
    // aiAdoption 0 ties the lowest peer only.
    expect(standing.dimensionPercentiles.aiAdoption).toBeCloseTo(50 / 6, 10);
    // investment 50 is above 40, 40 and ties 50, 50.
    expect(standing.dimensionPercentiles.investment).toBeCloseTo(50, 10);
  });

  test('when the segment has no peers, then every figure is zero', async () => {
    const segment: Segment = { industry: 'other', companySize: 'lt10' };

    const standing = await peers.standing(
      await visitorQuery(segment, { companyName: '孤高商会', email: 'k@kokou.jp' }, 70),
    );

    expect(standing).toEqual({
      distinctCompanies: 0,
      peerAverage: 0,
      dimensionAverages: flat(0),
      percentile: 0,
      dimensionPercentiles: flat(0),
    });
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

describe('peer benchmark query plan', () => {
  let pool: pg.Pool;
  let query: { text: string; params: unknown[] };

  /** Plan nodes of the benchmark query as PostgreSQL would run it now. */
  async function planNodes(): Promise<PlanNode[]> {
    const { rows } = await pool.query(`explain (format json) ${query.text}`, query.params);
    return [...nodes((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan)];
  }

  beforeAll(async () => {
    // One connection, so the session settings of a test apply to its EXPLAIN.
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
    // The run's teardown drops this database; an idle client's termination is expected then.
    pool.on('error', () => undefined);
    const captured: { query: string; params: unknown[] }[] = [];
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (text, params) => captured.push({ query: text, params }) },
    }) as unknown as Database;
    // 72 segments of 1,000 completed rows from 20,000 companies, a third of them with a domain.
    await pool.query(
      `insert into submissions (company_name, company_name_key, email, email_domain_key, industry, company_size,
         company_info, answers, free_text, questionnaire_version, contact_name, phone, status, scores, completed_at)
       select 'plan' || (g % 20000), 'plan' || (g % 20000), 'x@example.com',
         case when g % 3 = 0 then 'd' || (g % 20000) || '.jp' end,
         'ind' || (g % 12), 'size' || (g % 6), '{}', '{}', '{}', 'v1', 'name', '0312345678', 'completed',
         jsonb_build_object('overall', g % 100, 'dimensions', jsonb_build_object('strategy', g % 100,
           'organization', g % 100, 'technology', g % 100, 'aiAdoption', g % 100, 'investment', g % 100)),
         now()
       from generate_series(1, 72000) g`,
    );
    await pool.query('analyze submissions');
    await createPeerBenchmark(db).standing({
      industry: 'ind5',
      companySize: 'size5',
      submissionId: randomUUID(),
      overall: 50,
      dimensions: flat(50),
    });
    const last = captured.at(-1)!;
    query = { text: last.query, params: last.params };
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
  });

  test('when the table holds many segments, then only the segment is read, through the peer index', async () => {
    const plan = await planNodes();

    expect(plan.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    expect(plan.some((node) => node['Index Name'] === 'submissions_peer_company_idx')).toBe(true);
  });

  test('when an ordered index scan is preferred, then the index yields one company after another without a sort', async () => {
    // The planner may sort a small segment instead; this proves the index order matches the query.
    await pool.query('set enable_sort = off');
    await pool.query('set enable_bitmapscan = off');

    const plan = await planNodes();

    await pool.query('reset all');
    expect(plan.filter((node) => node['Node Type'] === 'Sort')).toEqual([]);
    expect(plan).toContainEqual(
      expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': 'submissions_peer_company_idx' }),
    );
  });
});
