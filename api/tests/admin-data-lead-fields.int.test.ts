import type { AdminResponseRow, ErrorBody, ReportScores } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { getWithToken, seedResponse, useAdminTestApi, type SeededResponse } from './admin-test-support';

const testApi = useAdminTestApi({ signedIn: true });
const { database } = testApi;

// Every row of this file carries this name, so the filter keeps other rows out of the sorting.
const marker = 'リード並べ替え';
let low: SeededResponse;
let high: SeededResponse;
let middle: SeededResponse;
let sameLevel: SeededResponse;
let unscored: SeededResponse;
let oldVersion: SeededResponse;

function scores(level: number, overall: number): ReportScores {
  const dimension = overall;
  return {
    overall,
    level,
    levelName: `レベル${level}`,
    dimensions: {
      strategy: dimension,
      organization: dimension,
      technology: dimension,
      aiAdoption: dimension,
      investment: dimension,
    },
  } as ReportScores;
}

async function update(no: number, changes: Partial<typeof submissions.$inferInsert>) {
  await database.db.update(submissions).set(changes).where(eq(submissions.no, no));
}

beforeAll(async () => {
  // Numbered in this order; submission times deliberately out of number order for the date sort.
  low = await seedResponse(database, {
    companyName: `${marker}低`,
    createdAt: new Date('2026-04-03T01:00:00Z'),
  });
  high = await seedResponse(database, {
    companyName: `${marker}高`,
    createdAt: new Date('2026-04-01T01:00:00Z'),
  });
  middle = await seedResponse(database, {
    companyName: `${marker}中`,
    createdAt: new Date('2026-04-05T01:00:00Z'),
  });
  sameLevel = await seedResponse(database, {
    companyName: `${marker}同`,
    createdAt: new Date('2026-04-02T01:00:00Z'),
  });
  unscored = await seedResponse(database, {
    companyName: `${marker}未`,
    completed: false,
    createdAt: new Date('2026-04-04T01:00:00Z'),
  });
  oldVersion = await seedResponse(database, {
    companyName: `${marker}旧`,
    createdAt: new Date('2026-03-31T01:00:00Z'),
  });
  await update(low.no, { scores: scores(1, 12.5), writer: 'fallback' });
  await update(high.no, {
    scores: scores(5, 91),
    writer: 'llm',
    industry: 'finance_insurance',
    companySize: 'gte1000',
    companyInfo: {
      companyName: high.companyName,
      establishmentYear: 'gte51',
      industry: 'finance_insurance',
      companySize: 'gte1000',
      position: 'ceo',
    },
    answers: {
      q1: 'D',
      q2: '=1+1 自社独自の課題',
      q3: 'C',
      q4: 'D',
      q5: 'D',
      q6: 'D',
      q7: 'A',
      q8: 'C',
      q9: 'D',
      q10: 'D',
    },
    freeText: { issue: '=HYPERLINK("http://evil.example")', expectation: 'AIで見積もり', support: '' },
    questionnaireVersion: '2026-11-v2',
  });
  await update(middle.no, { scores: scores(3, 55) });
  await update(sameLevel.no, { scores: scores(3, 48) });
  await update(oldVersion.no, { scores: scores(2, 30), questionnaireVersion: '2026-11-v1' });
});

async function list(query: Record<string, string> = {}) {
  const response = await getWithToken(
    `${testApi.api.url}/api/admin/data?${new URLSearchParams({ companyName: marker, ...query })}`,
    testApi.token,
  );
  const body = (await response.json()) as unknown;
  return { response, body, rows: body as AdminResponseRow[] };
}

const numbers = (rows: AdminResponseRow[]) => rows.map((row) => row.no);

describe('GET /api/admin/data lead fields', () => {
  test('when a response is scored, then its row carries level, score, company details, writer and answers', async () => {
    const { rows } = await list({ noFrom: String(high.no), noTo: String(high.no) });

    expect(rows).toEqual([
      expect.objectContaining({
        no: high.no,
        companyName: high.companyName,
        level: 5,
        score: 91,
        industry: 'finance_insurance',
        companySize: 'gte1000',
        position: 'ceo',
        establishmentYear: 'gte51',
        writer: 'llm',
        answers: expect.objectContaining({ q1: 'D', q2: '=1+1 自社独自の課題' }),
        freeText: { issue: '=HYPERLINK("http://evil.example")', expectation: 'AIで見積もり', support: '' },
        questionnaireVersion: '2026-11-v2',
      }),
    ]);
  });

  test('when a response has no report yet, then level, score and writer are null', async () => {
    const { rows } = await list({ noFrom: String(unscored.no), noTo: String(unscored.no) });

    expect(rows).toEqual([expect.objectContaining({ level: null, score: null, writer: null })]);
  });
});

describe('GET /api/admin/data sorting', () => {
  test('when no sort is given, then the newest number comes first as before', async () => {
    const { rows } = await list();

    expect(numbers(rows)).toEqual([oldVersion, unscored, sameLevel, middle, high, low].map((row) => row.no));
  });

  test.each([
    ['no', 'asc', () => [low, high, middle, sameLevel, unscored, oldVersion]],
    ['no', 'desc', () => [oldVersion, unscored, sameLevel, middle, high, low]],
    ['timestamp', 'asc', () => [oldVersion, high, sameLevel, low, unscored, middle]],
    ['timestamp', 'desc', () => [middle, unscored, low, sameLevel, high, oldVersion]],
    // Unscored rows go last in either direction.
    ['score', 'asc', () => [low, oldVersion, sameLevel, middle, high, unscored]],
    ['score', 'desc', () => [high, middle, sameLevel, oldVersion, low, unscored]],
    // Within a level, the score decides.
    ['level', 'asc', () => [low, oldVersion, sameLevel, middle, high, unscored]],
    ['level', 'desc', () => [high, middle, sameLevel, oldVersion, low, unscored]],
  ])('when sorted by %s %s, then the rows come in that order', async (sort, order, expected) => {
    const { response, rows } = await list({ sort, order });

    expect(response.status).toBe(200);
    expect(numbers(rows)).toEqual(expected().map((row) => row.no));
  });

  test('when sort is given without order, then it is descending', async () => {
    const { rows } = await list({ sort: 'score' });

    expect(numbers(rows)).toEqual([high, middle, sameLevel, oldVersion, low, unscored].map((row) => row.no));
  });

  test('when a sorted list is read from an offset, then it continues the same order', async () => {
    const whole = await list({ sort: 'level', order: 'asc' });

    const rest = await list({ sort: 'level', order: 'asc', offset: '3' });

    expect(numbers(rest.rows)).toEqual(numbers(whole.rows).slice(3));
  });

  test.each([
    [{ sort: 'name' }, ['sort']],
    [{ sort: 'SCORE' }, ['sort']],
    [{ order: 'up' }, ['order']],
    [{ sort: 'level', order: 'descending' }, ['order']],
    [{ sort: 'x', order: 'y' }, ['order', 'sort']],
  ])('when the order is invalid (%o), then 400 names the parameters', async (query, paths) => {
    const { response, body } = await list(query);

    expect(response.status).toBe(400);
    const error = (body as ErrorBody).error;
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual(paths);
  });
});

describe('GET /api/admin/data.csv every field', () => {
  async function download(query: Record<string, string>) {
    const response = await getWithToken(
      `${testApi.api.url}/api/admin/data.csv?${new URLSearchParams(query)}`,
      testApi.token,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  /** Splits RFC 4180 text into records of cells (quoted cells only, as the export writes). */
  function parseCsv(text: string): string[][] {
    const records: string[][] = [];
    let record: string[] = [];
    let index = 0;
    while (index < text.length) {
      if (text[index] === '"') {
        let cell = '';
        index += 1;
        for (;;) {
          if (text[index] === '"' && text[index + 1] === '"') {
            cell += '"';
            index += 2;
          } else if (text[index] === '"') {
            index += 1;
            break;
          } else {
            cell += text[index];
            index += 1;
          }
        }
        record.push(cell);
      }
      if (text[index] === ',') index += 1;
      else if (text.startsWith('\r\n', index)) {
        records.push(record);
        record = [];
        index += 2;
      }
    }
    return records;
  }

  test('when exported, then each row carries level, score, labels, writer, status, answers and free text, not the report', async () => {
    const { response, bytes, text } = await download({ noFrom: String(high.no), noTo: String(high.no) });

    expect(response.status).toBe(200);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row, ...rest] = parseCsv(text.slice(1));
    expect(rest).toEqual([]);
    expect(header).toHaveLength(row!.length);
    const cells = Object.fromEntries(header!.map((name, index) => [name, row![index]]));
    expect(cells).toMatchObject({
      No: String(high.no),
      会社名: high.companyName,
      レベル: '5',
      スコア: '91',
      業種: '金融・保険業',
      規模: '1,000名以上',
      役職: '代表取締役・CEO',
      設立年数: '51年以上',
      作成方法: 'AI',
      レポート状態: '作成済み',
      再実行回数: '0',
      質問票バージョン: '2026-11-v2',
      'Q1 DXの取り組み状況': expect.stringMatching(/^D：/),
      'Q2 DX推進の課題': 'E（その他）：=1+1 自社独自の課題',
    });
    // The report goes to GET /api/admin/data.jsonl instead (admin-data-exports.int.test.ts).
    expect(header).not.toContain('診断結果JSON');
    expect(text).not.toContain(high.result!.executiveSummary.recommendedAction);
    // Free text starting a formula is neutralised as every other cell is.
    expect(Object.values(cells)).toContain(`'=HYPERLINK("http://evil.example")`);
    expect(Object.values(cells)).toContain('AIで見積もり');
  });

  test("when a response answered an older questionnaire, then its answers read with that version's wording", async () => {
    const { text } = await download({ noFrom: String(oldVersion.no), noTo: String(oldVersion.no) });

    const [header, row] = parseCsv(text.slice(1));
    const q1 = row![header!.findIndex((name) => name.startsWith('Q1 '))];
    expect(q1).toBe('B：一部の業務でITツールを導入し、ペーパーレス化を進めている');
  });
});
