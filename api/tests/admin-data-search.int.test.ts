import { randomUUID } from 'node:crypto';
import {
  submitRequestSchema,
  totalCountHeader,
  type AdminResponseRow,
  type ErrorBody,
} from '@app/shared/contract';
import { createAdminAuditLog, createSubmissionStore, submissions, type DatabaseHandle } from '@app/shared/db';
import { buildSubmitRequest, createTestDatabase, type TestDatabase } from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningApi } from '../src/server';
import {
  createTestAdmin,
  getWithToken,
  loginToken,
  openTestDatabase,
  startAdminTestApi,
} from './admin-test-support';

let testDatabase: TestDatabase;
let database: DatabaseHandle;
let api: RunningApi;
let token: string;
/** Unique to this run, in every company name, so other files' rows never match. */
const run = randomUUID().slice(0, 6);
let mirai: number;
let takahashi: number;
let storedBeforeTheColumn: number;

async function storeLead(person: { companyName: string; name: string; email: string; phone: string }) {
  const request = buildSubmitRequest();
  const input = submitRequestSchema.parse({
    ...request,
    companyInfo: { ...request.companyInfo, companyName: person.companyName },
    userInfo: { name: person.name, email: person.email, phone: person.phone },
  });
  return (await createSubmissionStore(database.db).create(input, 'test')).no;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openTestDatabase(testDatabase.url);
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

  api = await startAdminTestApi({ DATABASE_URL: testDatabase.url });
  token = await loginToken(api.url, await createTestAdmin(database));
});

afterAll(async () => {
  await api?.close();
  await database?.close();
  await testDatabase?.drop();
});

async function list(query: Record<string, string>, bearer = token) {
  const response = await getWithToken(`${api.url}/api/admin/data?${new URLSearchParams(query)}`, bearer);
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
      `${api.url}/api/admin/data.csv?${new URLSearchParams({ q: 'ミライ' })}`,
      token,
    );

    const csv = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get(totalCountHeader)).toBe('1');
    expect(csv).toContain(`株式会社ミライ${run}`);
    expect(csv).not.toContain(`青葉工業${run}`);
  });

  test('when a search is made, then the audit log records that it was made, never its text', async () => {
    const reader = await createTestAdmin(database);
    const readerToken = await loginToken(api.url, reader);

    await list({ q: `ken.${run}@aoba.example.jp` }, readerToken);
    await getWithToken(`${api.url}/api/admin/data.csv?q=${encodeURIComponent('髙橋')}`, readerToken);

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
