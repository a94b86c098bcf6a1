import type { ErrorBody } from '@app/shared/contract';
import {
  createAdminAuditLog,
  createReportLinkStore,
  outboxMessages,
  reportLinks,
  submissions,
} from '@app/shared/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { RespondentExport } from '../src/services/export-respondent';
import { seedResponse, sendWithToken, useAdminTestApi } from './admin-test-support';

const testApi = useAdminTestApi();
const { database, newOperator } = testApi;

async function submissionIdOf(no: number): Promise<string | undefined> {
  const [row] = await database.db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.no, no));
  return row?.id;
}

describe('DELETE /api/admin/responses/:no', () => {
  test('when a respondent is deleted, then the row, its report links and its outbox rows are gone and the audit log keeps the number only', async () => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: '削除依頼商事', name: '削除太郎' });
    const id = (await submissionIdOf(lead.no))!;
    await createReportLinkStore(database.db).create(id, new Date(Date.now() + 86_400_000));
    await database.db.insert(outboxMessages).values({ submissionId: id, kind: 'lead_email' });

    const response = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}`,
      operator.token,
      'DELETE',
    );

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await submissionIdOf(lead.no)).toBeUndefined();
    expect(await database.db.select().from(reportLinks).where(eq(reportLinks.submissionId, id))).toEqual([]);
    expect(
      await database.db.select().from(outboxMessages).where(eq(outboxMessages.submissionId, id)),
    ).toEqual([]);
    const entries = await createAdminAuditLog(database.db).findByAdmin(operator.id);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'delete_respondent', filters: { no: lead.no }, resultCount: 1 }),
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/削除太郎|削除依頼商事|@/);
  });

  test('when no response has the number, then 404 and nothing is recorded', async () => {
    const operator = await newOperator();

    const response = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/987654321`,
      operator.token,
      'DELETE',
    );

    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe('not_found');
    expect(await createAdminAuditLog(database.db).findByAdmin(operator.id)).toEqual([]);
  });

  test('when the token is missing, then 401 and the row stays', async () => {
    const lead = await seedResponse(database, { companyName: '残留商事' });

    const response = await fetch(`${testApi.api.url}/api/admin/responses/${lead.no}`, { method: 'DELETE' });

    expect(response.status).toBe(401);
    expect(await submissionIdOf(lead.no)).toBeDefined();
  });
});

describe('GET /api/admin/responses/:no/export', () => {
  test('when exported, then a JSON attachment holds contact data, company, answers with questions, free text, report, lead and times, and the export is audited', async () => {
    const operator = await newOperator();
    const lead = await seedResponse(database, { companyName: '開示請求工業', name: '開示花子' });
    await sendWithToken(`${testApi.api.url}/api/admin/responses/${lead.no}`, operator.token, 'PATCH', {
      version: 0,
      status: 'in_progress',
      note: '開示請求あり',
    });

    const response = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/${lead.no}/export`,
      operator.token,
      'GET',
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="response-${lead.no}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as RespondentExport;
    expect(data).toMatchObject({
      no: lead.no,
      contact: { name: '開示花子', email: lead.email, phone: lead.phone },
      company: { name: '開示請求工業', industry: { code: expect.any(String), label: expect.any(String) } },
      report: { status: { code: 'completed', label: '作成済み' }, result: lead.result },
      lead: {
        status: { code: 'in_progress', label: '対応中' },
        note: '開示請求あり',
        notes: [
          {
            body: '開示請求あり',
            author: expect.stringMatching(/^operator-/),
            createdAt: expect.any(String),
          },
        ],
      },
      contactErasedAt: null,
    });
    expect(Date.parse(data.submittedAt)).not.toBeNaN();
    expect(Date.parse(data.lead.updatedAt!)).not.toBeNaN();
    expect(data.answers).toHaveLength(10);
    expect(data.answers[0]).toMatchObject({ questionId: 'q1', question: expect.stringMatching(/\S/) });
    expect(data.freeText.map((entry) => entry.key)).toEqual(['issue', 'expectation', 'support']);
    expect(data.freeText[0]!.prompt).toMatch(/課題/);
    const entries = await createAdminAuditLog(database.db).findByAdmin(operator.id);
    expect(entries.at(-1)).toEqual(
      expect.objectContaining({ action: 'export_respondent', filters: { no: lead.no }, resultCount: 1 }),
    );
    expect(JSON.stringify(entries)).not.toMatch(/開示花子|開示請求あり/);
  });

  test('when no response has the number, then 404 and nothing is recorded', async () => {
    const operator = await newOperator();

    const response = await sendWithToken(
      `${testApi.api.url}/api/admin/responses/987654321/export`,
      operator.token,
      'GET',
    );

    expect(response.status).toBe(404);
    expect(await createAdminAuditLog(database.db).findByAdmin(operator.id)).toEqual([]);
  });

  test('when the token is missing, then 401', async () => {
    const lead = await seedResponse(database, { companyName: '無許可開示商事' });

    const response = await fetch(`${testApi.api.url}/api/admin/responses/${lead.no}/export`);

    expect(response.status).toBe(401);
  });
});
