/**
 * Admin list at 200,000 stored submissions: p50/p99 of GET /api/admin/data per filter (the SPEC
 * filters and the search box `q`) through a distributed API process, and the PostgreSQL plan of
 * every query the list runs for that filter.
 *
 *   node --import tsx scripts/bench/admin-list.ts
 */
import http from 'node:http';
import type { AdminResponseFilters } from '@app/shared/contract';
import {
  createAdminResponseStore,
  createAdminStore,
  createCompanyKeyHasher,
  createSubmissionStore,
  openDatabase,
  searchTextOf,
  type AdminResponseStore,
  type Database,
} from '@app/shared/db';
import { createReportComposer, createReportProcessor } from '@app/shared/report';
import { storeSubmission } from '@app/shared/testing';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { hashPassword } from '../../api/src/lib/password';
import {
  benchCompanyKeySecret,
  createBenchDatabase,
  createQueuePrefix,
  formatMs,
  httpRequest,
  percentile,
  printTable,
  runBenchmark,
  startApiProcess,
  testRedisUrl,
} from './bench-support';

const rows = 200_000;
/** The seeded submissions span two years, one every ~5 minutes, `no` growing with created_at. */
const spanDays = 730;
const warmup = 20;
const measured = 300;
const dayMs = 24 * 60 * 60 * 1000;

// Names combine 20 x 20 x 25 parts: a full name matches ~20 rows, one part ~10,000.
const firstParts = [
  'さくら',
  'みどり',
  'ひかり',
  'あおば',
  'やまと',
  'ふじ',
  'たいよう',
  'ほくと',
  'あさひ',
  'みなと',
];
const firstPartsMore = [
  'わかば',
  'こだま',
  'はやて',
  'つばさ',
  'いずみ',
  'かえで',
  'すずらん',
  'なぎさ',
  'しらかば',
  'もみじ',
];
const secondParts = ['テクノ', 'システム', '商事', '製作所', '工業', '物流', '建設', '食品', '電機', '薬品'];
const secondPartsMore = [
  '印刷',
  '不動産',
  'サービス',
  '精機',
  '化学',
  'フーズ',
  '産業',
  '通商',
  'ソフト',
  '設計',
];
const places = [
  '札幌',
  '仙台',
  '東京',
  '横浜',
  '名古屋',
  '京都',
  '大阪',
  '神戸',
  '広島',
  '福岡',
  '那覇',
  '金沢',
  '新潟',
];
const placesMore = [
  '静岡',
  '岡山',
  '熊本',
  '鹿児島',
  '長野',
  '高松',
  '松山',
  '盛岡',
  '秋田',
  '富山',
  '甲府',
  '岐阜',
];

const sqlArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/** The day (Asia/Tokyo) `daysAgo` days back, as YYYY-MM-DD. */
function tokyoDay(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * dayMs + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A real completed report (built-in writer) copied into every seeded row, so rows have their real size. */
async function seed(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  let id: string;
  try {
    const store = createSubmissionStore(database.db);
    ({ id } = await storeSubmission(database));
    await createReportProcessor({ store, composeReport: createReportComposer({ db: database.db }) })({
      submissionId: id,
    });
  } finally {
    await database.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const firsts = sqlArray([...firstParts, ...firstPartsMore]);
    const seconds = sqlArray([...secondParts, ...secondPartsMore]);
    const cities = sqlArray([...places, ...placesMore]);
    await client.query(
      `insert into submissions (created_at, company_name, industry, company_size, company_info, answers,
         free_text, questionnaire_version, contact_name, email, phone, status, scores, result, writer,
         model, tokens, report_ms, completed_at)
       select now() - interval '${spanDays} days' + g * interval '${(spanDays * 86_400) / rows} seconds',
         (array['株式会社','有限会社','合同会社','株式会社'])[1 + g % 4] || (${firsts})[1 + g % 20]
           || (${seconds})[1 + (g / 20) % 20] || (${cities})[1 + (g / 400) % 25],
         t.industry, t.company_size, t.company_info, t.answers, t.free_text, t.questionnaire_version,
         '山田' || g, 'lead' || g || '@example.com',
         '03-' || lpad(((g / 10000) % 10000)::text, 4, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
         t.status, t.scores, t.result,
         t.writer, t.model, t.tokens, t.report_ms,
         now() - interval '${spanDays} days' + g * interval '${(spanDays * 86_400) / rows} seconds'
       from generate_series(1, ${rows}) as g cross join (select * from submissions where id = $1) as t
       order by g`,
      [id],
    );
    await client.query('delete from submissions where id = $1', [id]);
    await fillKeysAndSearchText(client);
    // What autovacuum would have done on a table this old: statistics and the visibility map.
    await client.query('vacuum analyze submissions');
  } finally {
    await client.end();
  }
}

/**
 * The company keys and the search text the API stores with every submission, filled in one pass of
 * batched UPDATEs: the API's own start-up fills (a row at a time for the keys) would outlast the
 * benchmark's start timeout at 200,000 rows.
 */
async function fillKeysAndSearchText(client: pg.Client): Promise<void> {
  const companyKeys = createCompanyKeyHasher(benchCompanyKeySecret);
  const batchSize = 2000;
  for (let last = 0; ;) {
    const { rows: batch } = await client.query<{
      no: number;
      companyName: string;
      contactName: string;
      email: string;
      phone: string;
    }>(
      `select no, company_name as "companyName", contact_name as "contactName", email, phone
       from submissions where no > $1 order by no limit $2`,
      [last, batchSize],
    );
    if (batch.length === 0) return;
    const filled = batch.map((row) => ({
      no: row.no,
      ...companyKeys(row.companyName, row.email),
      searchText: searchTextOf(row),
    }));
    await client.query(
      `update submissions set company_name_key = f."companyNameKey", email_domain_key = f."emailDomainKey",
         search_text = f."searchText"
       from jsonb_to_recordset($1::jsonb) as f(no bigint, "companyNameKey" text, "emailDomainKey" text, "searchText" text)
       where submissions.no = f.no`,
      [JSON.stringify(filled)],
    );
    last = Number(batch.at(-1)!.no);
  }
}

/** The store's filters of a benchmark query (its string values as the API would parse them). */
function filtersOf(query: Record<string, string>): AdminResponseFilters {
  return {
    q: query.q,
    companyName: query.companyName,
    timestamp: query.timestamp,
    noFrom: query.noFrom === undefined ? undefined : Number(query.noFrom),
    noTo: query.noTo === undefined ? undefined : Number(query.noTo),
  };
}

interface Filter {
  name: string;
  query: Record<string, string>;
}

interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** Runs the admin list's own store once with a logging Drizzle instance and explains every query it ran. */
async function explainFilter(
  pool: pg.Pool,
  captured: CapturedQuery[],
  store: AdminResponseStore,
  filter: Filter,
): Promise<{ plans: { sql: string; plan: string[] }[]; seqScan: boolean; readsEveryRow: boolean }> {
  captured.length = 0;
  await store.list(filtersOf(filter.query), { limit: Number(filter.query.limit ?? 10), offset: 0 });
  const plans = [];
  for (const query of [...captured]) {
    const result = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, buffers off) ${query.sql}`,
      query.params,
    );
    plans.push({ sql: query.sql, plan: result.rows.map((row) => row['QUERY PLAN']) });
  }
  const seqScan = plans.some((entry) => entry.plan.some((line) => /Seq Scan on submissions/.test(line)));
  // An index scan can read the whole table too: a trigram index given fewer than 3 characters matches every row.
  const readsEveryRow = plans.some((entry) =>
    entry.plan.some((line) => {
      const scan = /Scan .*\(actual time=\S+ rows=(\d+) loops=(\d+)\)/.exec(line);
      return scan !== null && Number(scan[1]) * Number(scan[2]) >= 0.9 * rows;
    }),
  );
  return { plans, seqScan, readsEveryRow };
}

await runBenchmark('admin list: GET /api/admin/data at 200,000 submissions', async (cleanup) => {
  const databaseUrl = await createBenchDatabase(cleanup);
  const seedStarted = performance.now();
  await seed(databaseUrl);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // An idle client cut off by the final DROP DATABASE … WITH (FORCE) must not crash the run.
  pool.on('error', () => {});
  cleanup.add(() => pool.end());
  const password = 'bench-admin-password';
  const username = 'bench-operator';
  const adminDatabase = await openDatabase({ url: databaseUrl, poolSize: 1 });
  await createAdminStore(adminDatabase.db).upsert(username, await hashPassword(password));
  await adminDatabase.close();
  const sizes = (
    await pool.query<{ table: string; total: string }>(
      `select pg_size_pretty(pg_table_size('submissions')) as table,
              pg_size_pretty(pg_total_relation_size('submissions')) as total`,
    )
  ).rows[0]!;

  const api = await startApiProcess(cleanup, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: createQueuePrefix(cleanup),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cleanup.add(() => agent.destroy());
  const login = await httpRequest(agent, 'POST', `${api.url}/api/admin/login`, {
    body: new URLSearchParams({ username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${login.body}`);
  const token = (JSON.parse(login.body) as { access_token: string }).access_token;

  const day = tokyoDay(365);
  const filters: Filter[] = [
    { name: 'none', query: {} },
    { name: 'companyName, full name (~20 rows)', query: { companyName: 'ひかり精機札幌' } },
    { name: 'companyName, one part (~10,000 rows)', query: { companyName: 'テクノ' } },
    { name: 'companyName, 2 characters (~10,000 rows)', query: { companyName: '精機' } },
    { name: `timestamp day (${day})`, query: { timestamp: day } },
    { name: 'noFrom/noTo (1,001 rows)', query: { noFrom: '100000', noTo: '101000' } },
    {
      name: 'combined: companyName + timestamp + noFrom/noTo',
      query: { companyName: 'テクノ', timestamp: day, noFrom: '50000', noTo: '150000' },
    },
    { name: 'none, limit 50', query: { limit: '50' } },
    // The search box: company, name, e-mail and phone, folded (half-width ﾋｶﾘ finds ひかり).
    { name: 'q, company in half-width kana (~20 rows)', query: { q: 'ﾋｶﾘ精機札幌' } },
    { name: 'q, 2 characters (~10,000 rows)', query: { q: '精機' } },
    { name: 'q, name (11 rows)', query: { q: '山田12345' } },
    { name: 'q, e-mail (1 row)', query: { q: 'lead123456@example.com' } },
    { name: 'q, phone digits (1 row)', query: { q: '0300123456' } },
    { name: 'q, no match', query: { q: '該当なし商会' } },
    {
      name: 'q + companyName + noFrom/noTo',
      query: { q: 'テクノ', companyName: '東京', noFrom: '50000', noTo: '150000' },
    },
  ];

  // The store exactly as the API runs it, on a Drizzle instance that records each statement.
  const captured: CapturedQuery[] = [];
  const loggedDb = drizzle(pool, {
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Database;
  const store = createAdminResponseStore(loggedDb);

  const results = [];
  for (const filter of filters) {
    const url = `${api.url}/api/admin/data?${new URLSearchParams(filter.query).toString()}`;
    const times: number[] = [];
    let errors = 0;
    let total = '';
    for (let index = 0; index < warmup + measured; index += 1) {
      const result = await httpRequest(agent, 'GET', url, { headers: { authorization: `Bearer ${token}` } });
      if (result.status !== 200) {
        errors += 1;
        if (errors === 1) console.log(`${filter.name}: ${result.status} ${result.body.slice(0, 200)}`);
      }
      if (index === 0) total = String(JSON.parse(result.body).length ?? '');
      if (index >= warmup) times.push(result.ms);
    }
    const explained = await explainFilter(pool, captured, store, filter);
    const matching = await store.list(filtersOf(filter.query), { limit: 1, offset: 0 });
    results.push({ filter, times, errors, rowsOnPage: total, matching: matching.total, ...explained });
  }

  console.log(
    `\n${rows.toLocaleString('en')} submissions seeded in ${seedSeconds.toFixed(1)} s (table ${sizes.table}, with indexes and TOAST ${sizes.total});` +
      ` ${measured} sequential requests per filter after ${warmup} warm-up, one keep-alive connection; ms`,
  );
  printTable(
    [
      'filter',
      'matching',
      'page',
      'p50',
      'p99',
      'max',
      'errors',
      'seq scan on submissions',
      'a scan reads every row',
      'target',
    ],
    results.map((result) => [
      result.filter.name,
      result.matching,
      result.rowsOnPage,
      formatMs(percentile(result.times, 50)),
      formatMs(percentile(result.times, 99)),
      formatMs(Math.max(...result.times)),
      result.errors,
      result.seqScan ? 'YES' : 'no',
      result.readsEveryRow ? 'YES' : 'no',
      'p99 <= 30',
    ]),
  );

  console.log('\nPlans of the queries the admin list runs (EXPLAIN ANALYZE, costs off)');
  for (const result of results) {
    console.log(
      `\n### ${result.filter.name}  ${Object.entries(result.filter.query)
        .map(([key, value]) => `${key}=${value}`)
        .join('&')}`,
    );
    for (const entry of result.plans) {
      console.log(`  ${entry.sql.replace(/\s+/g, ' ').replace(/select .*? from/, 'select … from')}`);
      for (const line of entry.plan) console.log(`    ${line}`);
    }
  }
});
