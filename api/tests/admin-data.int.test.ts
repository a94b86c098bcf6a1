import { totalCountHeader, type AdminResponseRow, type ErrorBody } from '@app/shared/contract';
import { createAdminAuditLog } from '@app/shared/db';
import { questionnaireVersion } from '@app/shared/questionnaire';
import { beforeAll, describe, expect, test } from 'vitest';
import { getWithToken, seedResponse, useAdminTestApi, type SeededResponse } from './admin-test-support';

const testApi = useAdminTestApi({ signedIn: true });
const { database, newOperator } = testApi;

// Fixed rows around one Tokyo calendar day (2026-03-02 JST = 2026-03-01T15:00Z .. 2026-03-02T15:00Z).
let lateOnMarch1: SeededResponse;
let startOfMarch2: SeededResponse;
let endOfMarch2: SeededResponse;
let startOfMarch3: SeededResponse;
let pending: SeededResponse;
let wildcards: SeededResponse[];
let bulk: SeededResponse[];

beforeAll(async () => {
  bulk = [];
  for (let index = 0; index < 23; index += 1) {
    bulk.push(await seedResponse(database, { companyName: `バルク工業${String(index).padStart(2, '0')}` }));
  }
  lateOnMarch1 = await seedResponse(database, {
    companyName: 'Day Edge ACME',
    createdAt: new Date('2026-03-01T14:59:59.999Z'),
  });
  startOfMarch2 = await seedResponse(database, {
    companyName: 'day edge acme',
    createdAt: new Date('2026-03-01T15:00:00.000Z'),
  });
  endOfMarch2 = await seedResponse(database, {
    companyName: 'Other Corp',
    createdAt: new Date('2026-03-02T14:59:59.999Z'),
  });
  startOfMarch3 = await seedResponse(database, {
    companyName: 'DAY EDGE Acme',
    createdAt: new Date('2026-03-02T15:00:00.000Z'),
  });
  pending = await seedResponse(database, { companyName: '回答中株式会社', completed: false });
  wildcards = [
    await seedResponse(database, { companyName: '100% 商事' }),
    await seedResponse(database, { companyName: '1000 商事' }),
    await seedResponse(database, { companyName: 'a_b 物産' }),
    await seedResponse(database, { companyName: 'axb 物産' }),
  ];
});

async function list(query: Record<string, string> = {}) {
  const response = await getWithToken(
    `${testApi.api.url}/api/admin/data?${new URLSearchParams(query)}`,
    testApi.token,
  );
  const body = (await response.json()) as unknown;
  return {
    response,
    body,
    rows: body as AdminResponseRow[],
    total: Number(response.headers.get(totalCountHeader)),
  };
}

const numbers = (rows: AdminResponseRow[]) => rows.map((row) => row.no);
const allSeeded = () => [
  ...bulk,
  lateOnMarch1,
  startOfMarch2,
  endOfMarch2,
  startOfMarch3,
  pending,
  ...wildcards,
];

describe('GET /api/admin/data', () => {
  test('when no filter is given, then the 10 newest rows come in SPEC shape (plus lead fields) with the total in a header', async () => {
    const { response, rows, total } = await list();

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(total).toBe(allSeeded().length);
    const newestFirst = allSeeded()
      .map((row) => row.no)
      .sort((a, b) => b - a);
    expect(numbers(rows)).toEqual(newestFirst.slice(0, 10));
    const last = wildcards.at(-1)!;
    expect(rows[0]).toEqual({
      no: last.no,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      companyName: last.companyName,
      name: last.name,
      email: last.email,
      phone: last.phone,
      diagnosisResult: expect.any(String),
      // Beyond SPEC, for the operator: where the report stands, and who the lead is.
      status: 'completed',
      requeueCount: 0,
      level: null,
      score: null,
      industry: 'manufacturing',
      companySize: '30_99',
      position: 'department_head',
      establishmentYear: '21_30',
      writer: 'builtin',
      answers: { q1: 'B', q2: 'B', q3: 'C', q4: 'B', q5: 'C', q6: 'B', q7: 'C', q8: 'B', q9: 'C', q10: 'C' },
      freeText: { issue: '受発注がFAX中心で手入力が多い', expectation: '', support: '' },
      questionnaireVersion,
      // The operator's follow-up, and whether the retention rule erased the contact data.
      leadStatus: 'new',
      leadNote: '',
      leadUpdatedAt: null,
      leadVersion: 0,
      contactErasedAt: null,
      // Whether one of its e-mails or webhooks was given up.
      deliveryFailed: false,
      // A first diagnosis follows none.
      previousNo: null,
      // Stored without a source; the fit score from the factory's answers; nobody owns it yet.
      source: null,
      fitScore: 18 + 15 + 20 + 11 + 0,
      fitReasons: expect.arrayContaining([
        { factor: 'urgency', points: 18, max: 25, reason: '1年以内に着手・強化したい' },
      ]),
      owner: null,
    });
    expect(JSON.parse(rows[0]!.diagnosisResult!)).toEqual(last.result);
  });

  test('when a response has no report yet, then its diagnosisResult is null and its status says so', async () => {
    const { rows } = await list({ noFrom: String(pending.no), noTo: String(pending.no) });

    expect(rows).toEqual([
      expect.objectContaining({ no: pending.no, diagnosisResult: null, status: 'pending', requeueCount: 0 }),
    ]);
  });

  test('when companyName is given, then it matches part of the name regardless of case', async () => {
    const { rows, total } = await list({ companyName: 'edge ACME' });

    expect(numbers(rows)).toEqual([startOfMarch3.no, startOfMarch2.no, lateOnMarch1.no]);
    expect(total).toBe(3);
  });

  test('when companyName holds % or _, then they match only themselves', async () => {
    const percent = await list({ companyName: '0%' });
    const underscore = await list({ companyName: 'a_b' });

    expect(numbers(percent.rows)).toEqual([wildcards[0]!.no]);
    expect(numbers(underscore.rows)).toEqual([wildcards[2]!.no]);
  });

  test('when timestamp names a day, then rows of that calendar day in Japan time are returned', async () => {
    const { rows } = await list({ timestamp: '2026-03-02' });

    expect(numbers(rows)).toEqual([endOfMarch2.no, startOfMarch2.no]);
  });

  test('when no response was made on the named day, then the list is empty', async () => {
    const { response, rows, total } = await list({ timestamp: '2020-01-01' });

    expect(response.status).toBe(200);
    expect(rows).toEqual([]);
    expect(total).toBe(0);
  });

  test('when noFrom and noTo are given, then the range is inclusive, alone or together', async () => {
    const from = bulk[20]!.no;
    const to = bulk[22]!.no;

    const both = await list({ noFrom: String(from), noTo: String(to) });
    const onlyTo = await list({ noTo: String(bulk[1]!.no) });
    const onlyFrom = await list({ noFrom: String(wildcards[2]!.no) });

    expect(numbers(both.rows)).toEqual([to, bulk[21]!.no, from]);
    expect(numbers(onlyTo.rows)).toEqual([bulk[1]!.no, bulk[0]!.no]);
    expect(numbers(onlyFrom.rows)).toEqual([wildcards[3]!.no, wildcards[2]!.no]);
  });

  test('when filters are combined, then every one of them applies', async () => {
    const { rows, total } = await list({
      companyName: 'acme',
      timestamp: '2026-03-02',
      noFrom: String(startOfMarch2.no),
      noTo: String(startOfMarch3.no),
    });
    const excludedByNumber = await list({ companyName: 'acme', noTo: String(lateOnMarch1.no) });

    expect(numbers(rows)).toEqual([startOfMarch2.no]);
    expect(total).toBe(1);
    expect(numbers(excludedByNumber.rows)).toEqual([lateOnMarch1.no]);
  });

  test('when empty parameters are sent, then they are ignored as SPEC §7 sends only non-empty ones', async () => {
    const { response, rows } = await list({
      companyName: '',
      timestamp: '',
      noFrom: '',
      noTo: '',
      limit: '',
    });

    expect(response.status).toBe(200);
    expect(rows).toHaveLength(10);
  });

  test.each([20, 30, 40, 50])('when limit is %i, then up to that many rows are returned', async (limit) => {
    const { rows } = await list({ limit: String(limit) });

    expect(rows).toHaveLength(Math.min(limit, allSeeded().length));
  });

  test.each(['5', '9', '11', '60', '100', '0', '-10', 'ten', '10.0'])(
    'when limit is %s, then 400 names the limit parameter',
    async (limit) => {
      const { response, body } = await list({ limit });

      expect(response.status).toBe(400);
      expect((body as ErrorBody).error.issues?.map((issue) => issue.path)).toEqual(['limit']);
    },
  );

  test('when several parameters are invalid, then 400 lists each of them', async () => {
    const { response, body } = await list({
      timestamp: '2026-02-30',
      noFrom: 'abc',
      noTo: '-1',
      limit: '15',
      offset: 'x',
    });

    expect(response.status).toBe(400);
    const error = (body as ErrorBody).error;
    expect(error.code).toBe('validation_failed');
    expect(error.issues?.map((issue) => issue.path).sort()).toEqual([
      'limit',
      'noFrom',
      'noTo',
      'offset',
      'timestamp',
    ]);
  });

  test('when noFrom is greater than noTo, then 400', async () => {
    const { response } = await list({ noFrom: '10', noTo: '5' });

    expect(response.status).toBe(400);
  });

  test('when offset pages on, then the pages together hold every matching row exactly once', async () => {
    const pages = [await list({ companyName: 'バルク', limit: '10' })];
    pages.push(await list({ companyName: 'バルク', limit: '10', offset: '10' }));
    pages.push(await list({ companyName: 'バルク', limit: '10', offset: '20' }));

    expect(pages.map((page) => page.total)).toEqual([23, 23, 23]);
    expect(pages.map((page) => page.rows.length)).toEqual([10, 10, 3]);
    expect(pages.flatMap((page) => numbers(page.rows))).toEqual(
      bulk.map((row) => row.no).sort((a, b) => b - a),
    );
  });

  test('when the list is read, then the audit log records who, which filters (a name search as made, without its text) and how many rows', async () => {
    const reader = await newOperator();

    await getWithToken(`${testApi.api.url}/api/admin/data?companyName=acme&limit=20&noFrom=1`, reader.token);

    const entries = await createAdminAuditLog(database.db).findByAdmin(reader.id);
    expect(entries).toEqual([
      {
        adminId: reader.id,
        action: 'list',
        filters: { companyNameSearched: true, noFrom: 1, limit: 20, offset: 0 },
        resultCount: 3,
        createdAt: expect.any(Date),
      },
    ]);
  });

  test('when the request is refused, then nothing is recorded in the audit log', async () => {
    const reader = await newOperator();

    const response = await getWithToken(`${testApi.api.url}/api/admin/data?limit=7`, reader.token);

    expect(response.status).toBe(400);
    expect(await createAdminAuditLog(database.db).findByAdmin(reader.id)).toEqual([]);
  });
});

describe('GET /api/admin/data.csv', () => {
  async function download(query: Record<string, string>, bearer = testApi.token) {
    const response = await getWithToken(
      `${testApi.api.url}/api/admin/data.csv?${new URLSearchParams(query)}`,
      bearer,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }

  test('when exported, then the file is UTF-8 with a BOM, a header row and every filtered row newest first', async () => {
    const { response, bytes, text } = await download({ companyName: 'acme' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="responses-\d{14}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^"No","回答日時","会社名","氏名","メールアドレス","電話番号","成熟度レベル",/);
    const spec = (line: string) => line.split('","').slice(0, 7).join('","') + '"';
    expect(lines.slice(1, -1).map(spec)).toEqual([
      `"${startOfMarch3.no}","2026-03-03 00:00:00","DAY EDGE Acme","${startOfMarch3.name}","${startOfMarch3.email}","=""${startOfMarch3.phone}""","レベル3：推進期"`,
      `"${startOfMarch2.no}","2026-03-02 00:00:00","day edge acme","${startOfMarch2.name}","${startOfMarch2.email}","=""${startOfMarch2.phone}""","レベル3：推進期"`,
      `"${lateOnMarch1.no}","2026-03-01 23:59:59","Day Edge ACME","${lateOnMarch1.name}","${lateOnMarch1.email}","=""${lateOnMarch1.phone}""","レベル3：推進期"`,
    ]);
    expect(lines.at(-1)).toBe('');
  });

  test('when cells start with = + - @ or hold quotes, then formulas are neutralised and quotes doubled', async () => {
    const hostile = await seedResponse(database, {
      companyName: '=HYPERLINK("http://evil.example","開く")',
      name: '+81 山田',
      phone: '-1234',
    });
    const atSign = await seedResponse(database, { companyName: '@SUM(A1:A9) 社', completed: false });

    const { text } = await download({ noFrom: String(hostile.no), noTo: String(atSign.no) });

    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toContain(
      `"${atSign.no}",${lines[1]!.split(',')[1]},"'@SUM(A1:A9) 社","${atSign.name}","${atSign.email}","=""${atSign.phone}""","",`,
    );
    expect(lines[2]).toContain(
      `"'=HYPERLINK(""http://evil.example"",""開く"")","'+81 山田","${hostile.email}","'-1234"`,
    );
  });

  test('when exported, then the audit log records the export with its filters and row count', async () => {
    const exporter = await newOperator();

    const { response } = await download({ timestamp: '2026-03-02', limit: '10' }, exporter.token);

    expect(response.status).toBe(200);
    expect(await createAdminAuditLog(database.db).findByAdmin(exporter.id)).toEqual([
      expect.objectContaining({ action: 'export', filters: { timestamp: '2026-03-02' }, resultCount: 2 }),
    ]);
  });

  test('when the export is large, then every matching row arrives exactly once', async () => {
    const { text } = await download({ companyName: 'バルク' });

    const exported = text
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]!.replaceAll('"', '')));
    expect(exported).toEqual(bulk.map((row) => row.no).sort((a, b) => b - a));
  });

  test('when there is no valid token, then 401 and no data', async () => {
    const { response, text } = await download({}, 'not-a-token');

    expect(response.status).toBe(401);
    expect(text).not.toContain('@example.com');
  });

  test('when a filter is invalid, then 400', async () => {
    const { response } = await download({ timestamp: '2026-13-01' });

    expect(response.status).toBe(400);
  });
});
