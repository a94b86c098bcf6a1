import type { AdminResponseRow, ErrorBody, LeadNote } from '@app/shared/contract';
import { createAdminAuditLog, leadNotes, submissions } from '@app/shared/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { getWithToken, seedResponse, sendWithToken, useAdminTestApi } from './admin-test-support';

const testApi = useAdminTestApi();
const { database, newOperator } = testApi;

const notesUrl = (no: number | string) => `${testApi.api.url}/api/admin/responses/${no}/notes`;

function postNote(no: number | string, body: unknown, token: string) {
  return sendWithToken(notesUrl(no), token, 'POST', body);
}

async function listNotes(no: number, token: string): Promise<LeadNote[]> {
  const response = await getWithToken(notesUrl(no), token);
  expect(response.status).toBe(200);
  return (await response.json()) as LeadNote[];
}

async function rowOf(no: number, token: string): Promise<AdminResponseRow> {
  const response = await getWithToken(
    `${testApi.api.url}/api/admin/data?${new URLSearchParams({ noFrom: String(no), noTo: String(no) })}`,
    token,
  );
  const [row] = (await response.json()) as AdminResponseRow[];
  return row!;
}

describe('POST and GET /api/admin/responses/:no/notes', () => {
  test('when two operators add notes, then both are listed newest first with their authors and times, the row carries the latest, and each is audited without its text', async () => {
    const sato = await newOperator();
    const suzuki = await newOperator('member');
    const lead = await seedResponse(database, { companyName: '複数メモ商事' });

    const first = await postNote(lead.no, { body: '10/1 佐藤：090-1234-5678へ電話、不在' }, sato.token);
    const second = await postNote(lead.no, { body: '10/2 鈴木：折り返しあり、来週訪問' }, suzuki.token);

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const added = (await second.json()) as LeadNote;
    expect(added).toEqual({
      id: expect.any(Number),
      body: '10/2 鈴木：折り返しあり、来週訪問',
      author: suzuki.username,
      createdAt: expect.any(String),
    });
    const notes = await listNotes(lead.no, sato.token);
    expect(notes.map((note) => [note.author, note.body])).toEqual([
      [suzuki.username, '10/2 鈴木：折り返しあり、来週訪問'],
      [sato.username, '10/1 佐藤：090-1234-5678へ電話、不在'],
    ]);
    expect(Date.parse(notes[1]!.createdAt)).toBeLessThanOrEqual(Date.parse(notes[0]!.createdAt));
    const row = await rowOf(lead.no, sato.token);
    expect(row).toMatchObject({ leadNote: '10/2 鈴木：折り返しあり、来週訪問', leadVersion: 0 });
    expect(row.leadUpdatedAt).not.toBeNull();
    const entries = await createAdminAuditLog(database.db).findByAdmin(suzuki.id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'add_lead_note', filters: { no: lead.no, noteId: added.id } }),
    ]);
    const satoEntries = JSON.stringify(await createAdminAuditLog(database.db).findByAdmin(sato.id));
    expect(satoEntries).not.toContain('090-1234-5678');
  });

  test('when a lead has the single note of before (migrated with no author) and a new one, then the old one is listed last with author null', async () => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: '以前メモ商事' });
    const [stored] = await database.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.no, lead.no));
    // What migration 0014 makes of a non-empty lead_note.
    await database.db.insert(leadNotes).values({ submissionId: stored!.id, adminId: null, body: '旧メモ' });

    await postNote(lead.no, { body: '新しいメモ' }, operator.token);

    expect((await listNotes(lead.no, operator.token)).map((note) => [note.author, note.body])).toEqual([
      [operator.username, '新しいメモ'],
      [null, '旧メモ'],
    ]);
  });

  test.each([
    ['an empty body', {}],
    ['a blank note', { body: '   ' }],
    ['a note over 2000 characters', { body: 'あ'.repeat(2001) }],
    ['a note that is not text', { body: 5 }],
    ['a control character', { body: 'a\u0000b' }],
    ['an unknown field', { body: 'ok', author: 'x' }],
  ])('when the body has %s, then 400 and no note is added', async (_case, body) => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: '不正メモ商事' });

    const response = await postNote(lead.no, body, operator.token);

    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('validation_failed');
    expect(await listNotes(lead.no, operator.token)).toEqual([]);
    expect(await createAdminAuditLog(database.db).findByAdmin(operator.id)).toEqual([]);
  });

  test('when the number is not a number or no response has it, then 400 and 404', async () => {
    const operator = await newOperator();

    const badPost = await postNote('abc', { body: 'x' }, operator.token);
    const badGet = await getWithToken(notesUrl('abc'), operator.token);
    const missingPost = await postNote(987_654_321, { body: 'x' }, operator.token);
    const missingGet = await getWithToken(notesUrl(987_654_321), operator.token);

    expect([badPost.status, badGet.status, missingPost.status, missingGet.status]).toEqual([
      400, 400, 404, 404,
    ]);
    expect(await createAdminAuditLog(database.db).findByAdmin(operator.id)).toEqual([]);
  });

  test('when the token is missing, then 401 and nothing is added', async () => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: '無許可メモ商事' });

    const post = await fetch(notesUrl(lead.no), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'x' }),
    });
    const get = await fetch(notesUrl(lead.no));

    expect(post.status).toBe(401);
    expect(get.status).toBe(401);
    expect(await listNotes(lead.no, operator.token)).toEqual([]);
  });

  test('when the respondent is deleted, then their notes go with them', async () => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: 'メモ削除商事' });
    await postNote(lead.no, { body: '削除前のメモ' }, operator.token);

    await sendWithToken(`${testApi.api.url}/api/admin/responses/${lead.no}`, operator.token, 'DELETE');

    const left = await database.db.select().from(leadNotes).where(eq(leadNotes.body, '削除前のメモ'));
    expect(left).toEqual([]);
  });
});

describe('PATCH /api/admin/responses/:no with two operators', () => {
  test('when two operators save the status on the same version at once, then one wins, the other gets 409 conflict, and the winner’s status and note are kept', async () => {
    const first = await newOperator();
    const second = await newOperator('member');
    const lead = await seedResponse(database, { companyName: '同時保存商事' });
    const seen = await rowOf(lead.no, first.token);
    const patch = (operator: { token: string }, status: string, note: string) =>
      sendWithToken(`${testApi.api.url}/api/admin/responses/${lead.no}`, operator.token, 'PATCH', {
        version: seen.leadVersion,
        status,
        note,
      });

    const answers = await Promise.all([
      patch(first, 'negotiating', '佐藤：見積り依頼あり'),
      patch(second, 'out_of_scope', '鈴木：対象外と判断'),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const loser = answers[1 - winner]!;
    expect(((await loser.json()) as ErrorBody).error.code).toBe('conflict');
    const won = (await answers[winner]!.json()) as AdminResponseRow;
    const wonStatus = winner === 0 ? 'negotiating' : 'out_of_scope';
    const wonNote = winner === 0 ? '佐藤：見積り依頼あり' : '鈴木：対象外と判断';
    expect(won).toMatchObject({
      leadStatus: wonStatus,
      leadVersion: seen.leadVersion! + 1,
      leadNote: wonNote,
    });
    expect(await rowOf(lead.no, first.token)).toMatchObject({ leadStatus: wonStatus, leadVersion: 1 });
    expect((await listNotes(lead.no, first.token)).map((note) => note.body)).toEqual([wonNote]);
    const loserOperator = winner === 0 ? second : first;
    const loserEntries = await createAdminAuditLog(database.db).findByAdmin(loserOperator.id);
    expect(loserEntries.filter((entry) => entry.action !== 'list')).toEqual([]);
  });

  test('when the second operator saves on the version they saw before the first one’s change, then 409; after reloading, their save goes through', async () => {
    const first = await newOperator();
    const second = await newOperator();
    const lead = await seedResponse(database, { companyName: '後追い保存商事' });
    const url = `${testApi.api.url}/api/admin/responses/${lead.no}`;
    const seenBySecond = await rowOf(lead.no, second.token);
    await sendWithToken(url, first.token, 'PATCH', {
      version: seenBySecond.leadVersion,
      status: 'in_progress',
    });

    const stale = await sendWithToken(url, second.token, 'PATCH', {
      version: seenBySecond.leadVersion,
      status: 'won',
    });
    const reloaded = await rowOf(lead.no, second.token);
    const retried = await sendWithToken(url, second.token, 'PATCH', {
      version: reloaded.leadVersion,
      status: 'won',
    });

    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).error.message).toMatch(/reload/);
    expect(reloaded).toMatchObject({ leadStatus: 'in_progress', leadVersion: 1 });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ leadStatus: 'won', leadVersion: 2 });
  });

  test('when a note was added meanwhile, then a status change on the version seen still goes through (notes never conflict)', async () => {
    const first = await newOperator();
    const second = await newOperator();
    const lead = await seedResponse(database, { companyName: 'メモ並行商事' });
    const seen = await rowOf(lead.no, second.token);
    await postNote(lead.no, { body: '先にメモ' }, first.token);

    const response = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}`,
      second.token,
      'PATCH',
      {
        version: seen.leadVersion,
        status: 'in_progress',
      },
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ leadStatus: 'in_progress', leadNote: '先にメモ' });
  });
});
