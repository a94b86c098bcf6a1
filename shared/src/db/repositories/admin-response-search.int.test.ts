import { count, eq, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { AdminResponseFilters } from '../../contract';
import { useDatabaseEngines } from '../../testing/database-engines';
import { storeSubmission } from '../../testing/stored-submissions';
import { buildParsedSubmitRequest } from '../../testing/submission-factory';
import type { DatabaseHandle } from '../database';
import { submissions } from '../schema';
import { fillMissingSearchText } from '../search-text-backfill';
import { createAdminResponseStore } from './admin-response-store';

interface Person {
  companyName: string;
  name: string;
  email: string;
  phone: string;
}

const people = {
  abc: {
    companyName: 'ＡＢＣ商事株式会社',
    name: '佐藤一郎',
    email: 'ichiro@abc-shoji.jp',
    phone: '06-1111-2222',
  },
  mirai: {
    companyName: '株式会社ミライ',
    name: '鈴木花子',
    email: 'hanako@mirai.example.jp',
    phone: '0451113333',
  },
  takahashi: {
    companyName: '青葉工業',
    name: '髙橋 健',
    email: 'ken@aoba.example.jp',
    phone: '03-1234-5678',
  },
  watanabe: {
    companyName: '渡邉建設',
    name: '齋藤 﨑子',
    email: 'SAKIKO@WATANABE.EXAMPLE.JP',
    phone: '0120-99-8877',
  },
  hamada: {
    companyName: '濵田精機',
    name: '山本翔',
    email: 'sho@hamada.example.jp',
    phone: '０９０−２２２２−３３３３',
  },
} satisfies Record<string, Person>;
type Key = keyof typeof people;

async function store(database: DatabaseHandle, { companyName, ...userInfo }: Person): Promise<number> {
  return (
    await storeSubmission(database, buildParsedSubmitRequest({ companyInfo: { companyName }, userInfo }))
  ).no;
}

/** Stores everyone; 濵田精機 as an older version stored it (no search text), filled by the backfill. */
async function arrange(database: DatabaseHandle): Promise<Record<Key, number>> {
  const numbers = {} as Record<Key, number>;
  for (const key of Object.keys(people) as Key[]) numbers[key] = await store(database, people[key]);
  await database.db.update(submissions).set({ searchText: null }).where(eq(submissions.no, numbers.hamada));
  expect(await fillMissingSearchText(database.db)).toBe(1);
  return numbers;
}

const cases: [query: string, finds: Key[]][] = [
  ['abc', ['abc']],
  ['ＡＢＣ商事', ['abc']],
  ['ﾐﾗｲ', ['mirai']],
  ['みらい', ['mirai']],
  ['高橋', ['takahashi']],
  ['高橋健', ['takahashi']],
  ['渡辺', ['watanabe']],
  ['斉藤', ['watanabe']],
  ['崎', ['watanabe']],
  ['sakiko@watanabe', ['watanabe']],
  ['0312345678', ['takahashi']],
  ['03-1234-5678', ['takahashi']],
  ['09022223333', ['hamada']],
  ['浜田', ['hamada']],
  ['example.jp', ['hamada', 'watanabe', 'takahashi', 'mirai']],
  ['存在しない会社', []],
  ['100%', []],
];

async function expectSearches(database: DatabaseHandle, numbers: Record<Key, number>) {
  const responses = createAdminResponseStore(database.db);
  const nosOf = (keys: Key[]) => keys.map((key) => numbers[key]).sort((a, b) => b - a);
  for (const [q, finds] of cases) {
    const filters: AdminResponseFilters = { q };
    const page = await responses.list(filters, { limit: 50, offset: 0 });
    const exported: number[] = [];
    for await (const row of responses.iterate(filters)) exported.push(row.no);

    expect({ q, found: page.rows.map((row) => row.no) }).toEqual({ q, found: nosOf(finds) });
    expect({ q, exported }).toEqual({ q, exported: nosOf(finds) });
  }
  // Other filters narrow the search further.
  const narrowed = await responses.list(
    { q: 'example.jp', noFrom: numbers.takahashi, noTo: numbers.watanabe },
    { limit: 50, offset: 0 },
  );
  expect(narrowed.rows.map((row) => row.no)).toEqual(nosOf(['watanabe', 'takahashi']));
}

describe('the admin search box (q)', () => {
  const engines = useDatabaseEngines();

  test('when searching on PostgreSQL, then company, name, e-mail and phone are found across width, kana, kanji variants and hyphens', async () => {
    const database = await engines.postgres();
    const numbers = await arrange(database);

    await expectSearches(database, numbers);
  });

  test('when searching on embedded PGlite, then the same rows are found', async () => {
    const database = await engines.pglite();
    const numbers = await arrange(database);

    await expectSearches(database, numbers);
  });

  test('when the search text was filled, then it holds the folded contact data and the phone digits only', async () => {
    const database = await engines.postgres();
    const no = await store(database, people.watanabe);

    const [row] = await database.db
      .select({ searchText: submissions.searchText })
      .from(submissions)
      .where(eq(submissions.no, no));
    expect(row!.searchText).toBe('渡辺建設\n斎藤崎子\nsakiko@watanabe.example.jp\n0120998877');
    // The backfill leaves rows that have one alone.
    expect(await fillMissingSearchText(database.db)).toBe(0);
    const [unfilled] = await database.db
      .select({ count: count() })
      .from(submissions)
      .where(isNull(submissions.searchText));
    expect(unfilled!.count).toBe(0);
  });
});
