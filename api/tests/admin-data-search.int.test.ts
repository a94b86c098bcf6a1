import { randomUUID } from 'node:crypto';
import { totalCountHeader, type AdminResponseRow, type ErrorBody } from '@app/shared/contract';
import { createAdminAuditLog, submissions } from '@app/shared/db';
import { buildParsedSubmitRequest, storeSubmission } from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { getWithToken, useAdminTestApi } from './admin-test-support';

// The leads are stored before the API starts: it fills in the search text of older rows then.
const testApi = useAdminTestApi({ signedIn: true, beforeStart: storeLeads });
const { database, newOperator } = testApi;

/** Unique to this run, in every company name, so other files' rows never match. */
const run = randomUUID().slice(0, 6);
let mirai: number;
let takahashi: number;
let storedBeforeTheColumn: number;

async function storeLead({
  companyName,
  ...userInfo
}: {
  companyName: string;
  name: string;
  email: string;
  phone: string;
}) {
  return (
    await storeSubmission(database, buildParsedSubmitRequest({ companyInfo: { companyName }, userInfo }))
  ).no;
}

async function storeLeads() {
  mirai = await storeLead({
    companyName: `株式会社ミライ${run}`,
    name: '鈴木花子',
    email: `hanako.${run}@mirai.example.jp`,
    phone: '045-111-3333',
  });
  takahashi = await storeLead({
    companyName: `青葉工業${run}`,
    name: '髙橋健',
    email: `ken.${run}@aoba.example.jp`,
    phone: '03-1234-5678',
  });
  // As an older version of the API stored it: the API fills its search text when it starts.
  storedBeforeTheColumn = await storeLead({
    companyName: `ＡＢＣ商事${run}`,
    name: '佐藤一郎',
    email: `ichiro.${run}@abc.example.jp`,
    phone: '06-2222-4444',
  });
  await database.db
    .update(submissions)
    .set({ searchText: null })
    .where(eq(submissions.no, storedBeforeTheColumn));
}

async function list(query: Record<string, string>, bearer = testApi.token) {
  const response = await getWithToken(
    `${testApi.api.url}/api/admin/data?${new URLSearchParams(query)}`,
    bearer,
  );
  const body = (await response.json()) as unknown;
  return { response, body, rows: body as AdminResponseRow[] };
}

describe('GET /api/admin/data?q=', () => {
  test.each([
    ['half-width katakana', 'ﾐﾗｲ', () => [mirai]],
    ['hiragana', `みらい${run}`, () => [mirai]],
    ['the common form of a kanji variant', '高橋健', () => [takahashi]],
    ['an e-mail address', `ken.${run}@aoba.example.jp`, () => [takahashi]],
    ['phone digits without hyphens', '0312345678', () => [takahashi]],
    [
      'width-folded ASCII, in a row stored before the search column',
      `abc商事${run}`,
      () => [storedBeforeTheColumn],
    ],
  ])('when searching by %s, then the lead is listed', async (_case, q, expected) => {
    const { response, rows } = await list({ q });

    expect(response.status).toBe(200);
    expect(rows.map((row) => row.no)).toEqual(expected());
    expect(response.headers.get(totalCountHeader)).toBe(String(expected().length));
  });

  test('when q is combined with the SPEC filters, then every one of them applies', async () => {
    const both = await list({ q: `${run}@`, noFrom: String(takahashi) });
    const all = await list({ q: `${run}@` });

    expect(all.rows.map((row) => row.no)).toEqual([storedBeforeTheColumn, takahashi, mirai]);
    expect(both.rows.map((row) => row.no)).toEqual([storedBeforeTheColumn, takahashi]);
  });

  test('when the CSV is exported with q, then it holds the matching leads only', async () => {
    const response = await getWithToken(
      `${testApi.api.url}/api/admin/data.csv?${new URLSearchParams({ q: 'ミライ' })}`,
      testApi.token,
    );

    const csv = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get(totalCountHeader)).toBe('1');
    expect(csv).toContain(`株式会社ミライ${run}`);
    expect(csv).not.toContain(`青葉工業${run}`);
  });

  test('when a search is made, then the audit log records that it was made, never its text', async () => {
    const reader = await newOperator();

    await list({ q: `ken.${run}@aoba.example.jp` }, reader.token);
    await getWithToken(`${testApi.api.url}/api/admin/data.csv?q=${encodeURIComponent('髙橋')}`, reader.token);

    const entries = await createAdminAuditLog(database.db).findByAdmin(reader.id);
    expect(entries.map(({ action, filters, resultCount }) => ({ action, filters, resultCount }))).toEqual([
      { action: 'list', filters: { qSearched: true, limit: 10, offset: 0 }, resultCount: 1 },
      { action: 'export', filters: { qSearched: true }, resultCount: 1 },
    ]);
  });

  test('when q is too long or holds a control character, then 400 names it', async () => {
    const tooLong = await list({ q: 'あ'.repeat(201) });
    const control = await list({ q: 'ab\u0007c' });

    for (const { response, body } of [tooLong, control]) {
      expect(response.status).toBe(400);
      expect((body as ErrorBody).error.code).toBe('validation_failed');
      expect(JSON.stringify((body as ErrorBody).error)).toContain('"q"');
    }
  });
});
