import { randomUUID } from 'node:crypto';
import { totalCountHeader, type DiagnosisResult } from '@app/shared/contract';
import { createAdminAuditLog } from '@app/shared/db';
import { beforeAll, describe, expect, test } from 'vitest';
import { getWithToken, seedResponse, useAdminTestApi, type SeededResponse } from './admin-test-support';
import { readError } from './start-test-api';

const testApi = useAdminTestApi({ signedIn: true });
const { database, newOperator } = testApi;

/** In every company name of this file, so a filter on it leaves other rows out. */
const marker = `書き出し${randomUUID().slice(0, 6)}`;
let leads: SeededResponse[];
let pending: SeededResponse;
let hyphenless: SeededResponse;

beforeAll(async () => {
  leads = [];
  for (let index = 0; index < 12; index += 1) {
    leads.push(await seedResponse(database, { companyName: `${marker}工業${index}` }));
  }
  pending = await seedResponse(database, { companyName: `${marker}回答中`, completed: false });
  hyphenless = await seedResponse(database, { companyName: `${marker}電話`, phone: '0312345678' });
  // Outside the marker: no export below may carry it.
  await seedResponse(database, { companyName: '無関係商事' });
});

/** The body as text; `Response.text()` drops the CSV's byte order mark. */
async function download(path: string, query: Record<string, string>, bearer = testApi.token) {
  const response = await getWithToken(`${testApi.api.url}${path}?${new URLSearchParams(query)}`, bearer);
  return { response, text: await response.text() };
}

interface ReportLine {
  no: number;
  timestamp: string;
  companyName: string;
  status: string;
  diagnosisResult: DiagnosisResult | null;
}

const newestFirst = (rows: SeededResponse[]) => rows.map((row) => row.no).sort((a, b) => b - a);
const allMarked = () => [...leads, pending, hyphenless];

describe('GET /api/admin/data.csv without the report', () => {
  test('when exported, then no row and no header carries the report JSON, and every other column stays', async () => {
    const { response, text } = await download('/api/admin/data.csv', { companyName: marker });

    expect(response.status).toBe(200);
    const [header, ...rows] = text.split('\r\n').slice(0, -1);
    expect(header).not.toContain('診断結果JSON');
    expect(header).toMatch(/^"No","回答日時","会社名","氏名","メールアドレス","電話番号","成熟度レベル",/);
    expect(header).toContain('"対応状況","メモ","Q1 ');
    expect(rows).toHaveLength(allMarked().length);
    // The seeded report's own words: none of it may be in the file.
    expect(text).not.toContain('executiveSummary');
    expect(text).not.toContain('受発注のデジタル化から着手しましょう。');
    // A row stays small: the answers and free text, no 15 KB report.
    for (const row of rows) expect(new TextEncoder().encode(row).length).toBeLessThan(4_000);
  });

  test('when a phone number has no hyphens, then it is written so that a spreadsheet keeps its leading 0', async () => {
    const { text } = await download('/api/admin/data.csv', {
      noFrom: String(hyphenless.no),
      noTo: String(hyphenless.no),
    });

    const row = text.split('\r\n')[1]!;
    expect(row).toContain(`"${hyphenless.email}","=""0312345678""",`);
  });
});

describe('GET /api/admin/data.jsonl', () => {
  test('when exported, then one JSON object per line carries each filtered response with its report, newest first', async () => {
    const { response, text } = await download('/api/admin/data.jsonl', { companyName: marker });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="reports-\d{14}\.jsonl"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text
      .slice(0, -1)
      .split('\n')
      .map((line) => JSON.parse(line) as ReportLine);
    expect(response.headers.get(totalCountHeader)).toBe(String(lines.length));
    expect(lines.map((line) => line.no)).toEqual(newestFirst(allMarked()));
    const first = leads[0]!;
    expect(lines.find((line) => line.no === first.no)).toEqual({
      no: first.no,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      companyName: first.companyName,
      status: 'completed',
      diagnosisResult: first.result,
    });
    expect(lines.find((line) => line.no === pending.no)).toMatchObject({
      status: 'pending',
      diagnosisResult: null,
    });
    expect(text).not.toContain('無関係商事');
  });

  test('when the other filters are given, then the same rows as the CSV are exported', async () => {
    const query = { companyName: marker, noFrom: String(leads[3]!.no), noTo: String(leads[8]!.no) };

    const [csv, jsonl] = await Promise.all([
      download('/api/admin/data.csv', query),
      download('/api/admin/data.jsonl', query),
    ]);

    const csvNumbers = csv.text
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]!.replaceAll('"', '')));
    const jsonlNumbers = jsonl.text
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as ReportLine).no);
    expect(jsonlNumbers).toEqual(newestFirst(leads.slice(3, 9)));
    expect(jsonlNumbers).toEqual(csvNumbers);
  });

  test('when nothing matches, then the file is empty and the total is 0', async () => {
    const { response, text } = await download('/api/admin/data.jsonl', { companyName: `${marker}該当なし` });

    expect(response.status).toBe(200);
    expect(text).toBe('');
    expect(response.headers.get(totalCountHeader)).toBe('0');
  });

  test('when exported, then the audit log records export_reports with the filters (no search text) and the row count', async () => {
    const exporter = await newOperator();

    const { response } = await download(
      '/api/admin/data.jsonl',
      { companyName: marker, noTo: String(leads[4]!.no) },
      exporter.token,
    );

    expect(response.status).toBe(200);
    const entries = await createAdminAuditLog(database.db).findByAdmin(exporter.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'export_reports',
        filters: { noTo: leads[4]!.no, companyNameSearched: true },
        resultCount: 5,
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(marker);
  });

  test.each([
    ['a day that does not exist', { timestamp: '2026-02-30' }],
    ['a reversed number range', { noFrom: '9', noTo: '3' }],
    ['an unknown follow-up status', { leadStatus: 'lost' }],
  ])('when the query has %s, then 400 answers and nothing is audited', async (_case, query) => {
    const reader = await newOperator();

    const { response } = await download('/api/admin/data.jsonl', query, reader.token);

    expect(response.status).toBe(400);
    expect(await createAdminAuditLog(database.db).findByAdmin(reader.id)).toEqual([]);
  });

  test('when there is no valid token, then 401 and no report', async () => {
    const withoutToken = await fetch(`${testApi.api.url}/api/admin/data.jsonl`);
    const forged = await download('/api/admin/data.jsonl', {}, 'aaa.bbb.ccc');

    expect(withoutToken.status).toBe(401);
    expect((await readError(withoutToken)).code).toBe('unauthorized');
    expect(forged.response.status).toBe(401);
    expect(forged.text).not.toContain('executiveSummary');
  });

  test('when a member asks for either export, then 403 answers and nothing is audited; the list still answers', async () => {
    const member = await newOperator('member');

    const reports = await download('/api/admin/data.jsonl', { companyName: marker }, member.token);
    const csv = await download('/api/admin/data.csv', { companyName: marker }, member.token);
    const list = await getWithToken(`${testApi.api.url}/api/admin/data?companyName=${marker}`, member.token);

    expect(reports.response.status).toBe(403);
    expect(reports.text).not.toContain(marker);
    expect(csv.response.status).toBe(403);
    expect(list.status).toBe(200);
    expect(
      (await createAdminAuditLog(database.db).findByAdmin(member.id)).map((entry) => entry.action),
    ).toEqual(['list']);
  });
});
