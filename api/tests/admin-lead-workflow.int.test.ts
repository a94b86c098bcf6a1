import type { AdminResponseRow, ErrorBody } from '@app/shared/contract';
import { createAdminAuditLog, leadNotes, submissions } from '@app/shared/db';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { getWithToken, seedResponse, sendWithToken, useAdminTestApi } from './admin-test-support';

// Each test acts as a fresh operator (newOperator), so the audit log can be read for their actions alone.
const testApi = useAdminTestApi({ signedIn: true });
const { database, newOperator } = testApi;

function patchLead(no: number | string, body: unknown, bearer = testApi.token) {
  return sendWithToken(`${testApi.api.url}/api/admin/responses/${no}`, bearer, 'PATCH', body);
}

async function listRows(query: Record<string, string>): Promise<AdminResponseRow[]> {
  const response = await getWithToken(
    `${testApi.api.url}/api/admin/data?${new URLSearchParams(query)}`,
    testApi.token,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as AdminResponseRow[];
}

async function storedLead(no: number) {
  const [row] = await database.db
    .select({
      leadStatus: submissions.leadStatus,
      leadNote: submissions.leadNote,
      leadUpdatedAt: submissions.leadUpdatedAt,
      leadVersion: submissions.leadVersion,
    })
    .from(submissions)
    .where(eq(submissions.no, no));
  return row!;
}

/** The lead's notes as stored, oldest first. */
async function storedNotes(no: number) {
  const [row] = await database.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.no, no));
  return database.db
    .select({ adminId: leadNotes.adminId, body: leadNotes.body })
    .from(leadNotes)
    .where(eq(leadNotes.submissionId, row!.id))
    .orderBy(asc(leadNotes.id));
}

describe('PATCH /api/admin/responses/:no', () => {
  test('when the status changes, then the row answers it, the list shows it and the audit log names the operator and the change', async () => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: '状態変更商事' });

    const response = await patchLead(lead.no, { version: 0, status: 'in_progress' }, operator.token);

    expect(response.status).toBe(200);
    const row = (await response.json()) as AdminResponseRow;
    expect(row).toMatchObject({
      no: lead.no,
      leadStatus: 'in_progress',
      leadNote: '',
      leadVersion: 1,
      email: lead.email,
    });
    expect(Date.parse(row.leadUpdatedAt!)).not.toBeNaN();
    const [listed] = await listRows({ noFrom: String(lead.no), noTo: String(lead.no) });
    expect(listed).toMatchObject({
      leadStatus: 'in_progress',
      leadUpdatedAt: row.leadUpdatedAt,
      leadVersion: 1,
    });
    expect(await createAdminAuditLog(database.db).findByAdmin(operator.id)).toEqual([
      expect.objectContaining({
        action: 'update_lead',
        filters: { no: lead.no, status: { from: 'new', to: 'in_progress' } },
        resultCount: 1,
      }),
    ]);
  });

  test('when a note is sent, then it is added as a note by the operator (the old column is not written), the version stays and the audit log names the note without its text', async () => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: 'メモ工業' });
    const note = '山田様へ12/1に電話。090-1111-2222に折り返し希望。';

    const response = await patchLead(lead.no, { version: 0, note }, operator.token);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ leadNote: note, leadStatus: 'new', leadVersion: 0 });
    expect(await storedLead(lead.no)).toMatchObject({ leadNote: '', leadStatus: 'new', leadVersion: 0 });
    expect(await storedNotes(lead.no)).toEqual([{ adminId: operator.id, body: note }]);
    const entries = await createAdminAuditLog(database.db).findByAdmin(operator.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'update_lead',
        filters: { no: lead.no, noteId: expect.any(Number) },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('090-1111-2222');
  });

  test('when the same note is sent twice with a status, then both notes are kept (appended, never overwritten) and the status raises the version once', async () => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: '両方商事' });
    await patchLead(lead.no, { version: 0, status: 'negotiating', note: '見積り送付済み' });

    const response = await patchLead(
      lead.no,
      { version: 1, status: 'won', note: '見積り送付済み' },
      operator.token,
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      leadStatus: 'won',
      leadVersion: 2,
      leadNote: '見積り送付済み',
    });
    expect((await storedNotes(lead.no)).map((stored) => stored.body)).toEqual([
      '見積り送付済み',
      '見積り送付済み',
    ]);
    expect(await createAdminAuditLog(database.db).findByAdmin(operator.id)).toEqual([
      expect.objectContaining({
        filters: { no: lead.no, status: { from: 'negotiating', to: 'won' }, noteId: expect.any(Number) },
      }),
    ]);
  });

  test('when the version is missing, then 400 names version and says to send the leadVersion seen', async () => {
    const lead = await seedResponse(database, { companyName: '版なし商事' });

    const response = await patchLead(lead.no, { status: 'won' });

    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).error;
    expect(error.code).toBe('validation_failed');
    expect(error.issues).toEqual([{ path: 'version', message: expect.stringMatching(/leadVersion/) }]);
    expect((await storedLead(lead.no)).leadStatus).toBe('new');
  });

  test.each([
    ['an empty body', {}],
    ['only a version', { version: 0 }],
    ['an unknown status', { version: 0, status: 'done' }],
    ['an unknown field', { version: 0, status: 'won', owner: 'me' }],
    ['a note over 2000 characters', { version: 0, note: 'あ'.repeat(2001) }],
    ['a blank note', { version: 0, note: '  \n ' }],
    ['a note that is not text', { version: 0, note: 42 }],
    ['a version that is text', { version: '0', status: 'won' }],
    ['a negative version', { version: -1, status: 'won' }],
    ['a fractional version', { version: 0.5, status: 'won' }],
    ['no JSON body', undefined],
  ])('when the body has %s, then 400 answers the error body and nothing changes', async (_case, body) => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: '不正入力商事' });

    const response = await patchLead(lead.no, body, operator.token);

    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('validation_failed');
    expect(await storedLead(lead.no)).toEqual({
      leadStatus: 'new',
      leadNote: '',
      leadUpdatedAt: null,
      leadVersion: 0,
    });
    expect(await storedNotes(lead.no)).toEqual([]);
    expect(await createAdminAuditLog(database.db).findByAdmin(operator.id)).toEqual([]);
  });

  test('when the note is exactly 2000 characters, then it is accepted', async () => {
    const lead = await seedResponse(database, { companyName: '上限商事' });

    const response = await patchLead(lead.no, { version: 0, note: 'あ'.repeat(2000) });

    expect(response.status).toBe(200);
    expect((await storedNotes(lead.no))[0]!.body).toHaveLength(2000);
  });

  test('when the number is not a number, then 400', async () => {
    const response = await patchLead('abc', { version: 0, status: 'won' });

    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('validation_failed');
  });

  test('when no response has the number, then 404 and nothing is recorded', async () => {
    const operator = await newOperator();

    const response = await patchLead(987_654_321, { version: 0, status: 'won' }, operator.token);

    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe('not_found');
    expect(await createAdminAuditLog(database.db).findByAdmin(operator.id)).toEqual([]);
  });

  test('when the token is missing or wrong, then 401 and nothing changes', async () => {
    const lead = await seedResponse(database, { companyName: '無許可商事' });

    const missing = await fetch(`${testApi.api.url}/api/admin/responses/${lead.no}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: 0, status: 'won' }),
    });
    const wrong = await patchLead(lead.no, { version: 0, status: 'won' }, `${testApi.token}x`);

    expect(missing.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect((await storedLead(lead.no)).leadStatus).toBe('new');
  });
});

describe('GET /api/admin/data by lead status', () => {
  const marker = '対応状況絞り込み';

  test('when one or several statuses are asked for, repeated or comma-separated, then only those rows are listed', async () => {
    const fresh = await seedResponse(database, { companyName: `${marker}未` });
    const working = await seedResponse(database, { companyName: `${marker}中` });
    const won = await seedResponse(database, { companyName: `${marker}成` });
    await patchLead(working.no, { version: 0, status: 'in_progress' });
    await patchLead(won.no, { version: 0, status: 'won' });
    const numbers = (rows: AdminResponseRow[]) => rows.map((row) => row.no);

    const onlyWon = await listRows({ companyName: marker, leadStatus: 'won' });
    const comma = await listRows({ companyName: marker, leadStatus: 'new,in_progress' });
    const repeated = await getWithToken(
      `${testApi.api.url}/api/admin/data?companyName=${encodeURIComponent(marker)}&leadStatus=won&leadStatus=in_progress`,
      testApi.token,
    );

    expect(numbers(onlyWon)).toEqual([won.no]);
    expect(onlyWon[0]!.leadStatus).toBe('won');
    expect(numbers(comma)).toEqual([working.no, fresh.no]);
    expect(numbers((await repeated.json()) as AdminResponseRow[])).toEqual([won.no, working.no]);
  });

  test('when an unknown status is asked for, then 400 names the parameter', async () => {
    const response = await getWithToken(
      `${testApi.api.url}/api/admin/data?leadStatus=new,done`,
      testApi.token,
    );

    expect(response.status).toBe(400);
    const error = ((await response.json()) as ErrorBody).error;
    expect(error.issues?.map((issue) => issue.path)).toEqual([expect.stringMatching(/^leadStatus/)]);
  });
});

describe('GET /api/admin/data.csv lead columns', () => {
  test('when exported, then each row carries 対応状況 and the latest note as メモ', async () => {
    const lead = await seedResponse(database, { companyName: 'CSV対応状況商事' });
    await patchLead(lead.no, { version: 0, status: 'negotiating', note: '初回電話済み' });
    await patchLead(lead.no, { version: 1, note: '来週訪問予定' });

    const response = await getWithToken(
      `${testApi.api.url}/api/admin/data.csv?${new URLSearchParams({ noFrom: String(lead.no), noTo: String(lead.no), leadStatus: 'negotiating' })}`,
      testApi.token,
    );

    expect(response.status).toBe(200);
    const [header, row] = (await response.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line) => line.slice(1, -1).split('","'));
    const cells = Object.fromEntries(header!.map((name, index) => [name, row![index]]));
    expect(cells).toMatchObject({ No: String(lead.no), 対応状況: '商談化', メモ: '来週訪問予定' });
  });
});
