import type { AdminAuditEntryRow, ErrorBody } from '@app/shared/contract';
import {
  adminAuditLog,
  createAdminAuditLog,
  purgeExpiredAuditLog,
  startAuditLogRetentionSweep,
} from '@app/shared/db';
import { inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  createTestAdmin,
  getWithToken,
  seedResponse,
  sendWithToken,
  useAdminTestApi,
} from './admin-test-support';

const testApi = useAdminTestApi({ signedIn: true });
const { database, newOperator } = testApi;

const dayMs = 24 * 60 * 60 * 1000;
const quietLogger = { info: () => {}, warn: () => {} };

function readAudit(query: Record<string, string>, token = testApi.token) {
  return getWithToken(`${testApi.api.url}/api/admin/audit?${new URLSearchParams(query)}`, token);
}

async function entriesOf(query: Record<string, string>): Promise<AdminAuditEntryRow[]> {
  const response = await readAudit(query);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminAuditEntryRow[];
}

describe('GET /api/admin/audit', () => {
  test('when an operator searched, changed a lead and added a note, then the admin reads those entries newest first by lead, operator and action, with no contact data, search text or note text', async () => {
    const operator = await newOperator('member');
    const lead = await seedResponse(database, { companyName: '監査対象商事', name: '監査太郎' });
    const url = `${testApi.api.url}/api/admin/responses/${lead.no}`;
    await getWithToken(
      `${testApi.api.url}/api/admin/data?q=${encodeURIComponent('監査太郎')}`,
      operator.token,
    );
    await sendWithToken(url, operator.token, 'PATCH', { version: 0, status: 'in_progress' });
    await sendWithToken(`${url}/notes`, operator.token, 'POST', { body: `${lead.phone}に折り返し` });

    const byOperator = await readAudit({ operator: operator.username });
    const byLead = await entriesOf({ no: String(lead.no) });
    const byAction = await entriesOf({ operator: operator.username, action: 'update_lead' });

    expect(byOperator.status).toBe(200);
    expect(byOperator.headers.get('x-total-count')).toBe('3');
    const entries = (await byOperator.json()) as AdminAuditEntryRow[];
    expect(entries.map((entry) => entry.action)).toEqual(['add_lead_note', 'update_lead', 'list']);
    expect(entries[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      operator: operator.username,
      action: 'add_lead_note',
      no: lead.no,
      details: { noteId: expect.any(Number) },
      resultCount: 1,
    });
    expect(entries[1]).toMatchObject({
      no: lead.no,
      details: { status: { from: 'new', to: 'in_progress' } },
    });
    expect(entries[2]).toMatchObject({ no: null, details: { qSearched: true } });
    expect(byLead.map((entry) => entry.action)).toEqual(['add_lead_note', 'update_lead']);
    expect(byAction.map((entry) => entry.action)).toEqual(['update_lead']);
    const text = JSON.stringify(entries);
    for (const contact of ['監査太郎', '監査対象商事', lead.email, lead.phone])
      expect(text).not.toContain(contact);
  });

  test('when a period of Tokyo days and a page are asked for, then only entries of those days are counted and the page holds the asked slice', async () => {
    const operator = await newOperator();
    const at = (iso: string) => ({
      adminId: operator.id,
      action: 'logout',
      filters: {},
      resultCount: 0,
      createdAt: new Date(iso),
    });
    // 2026-03-01 00:30 in Tokyo is still 2026-02-28 in UTC: days are Tokyo days.
    await database.db
      .insert(adminAuditLog)
      .values([
        at('2026-02-28T14:59:00Z'),
        at('2026-02-28T15:30:00Z'),
        at('2026-03-01T10:00:00Z'),
        at('2026-03-02T14:59:00Z'),
        at('2026-03-02T15:00:00Z'),
      ]);

    const period = { operator: operator.username, from: '2026-03-01', to: '2026-03-02' };
    const all = await readAudit(period);
    const secondPage = await entriesOf({ ...period, limit: '2', offset: '2' });

    expect(all.headers.get('x-total-count')).toBe('3');
    expect(((await all.json()) as AdminAuditEntryRow[]).map((entry) => entry.createdAt)).toEqual([
      '2026-03-02T14:59:00.000Z',
      '2026-03-01T10:00:00.000Z',
      '2026-02-28T15:30:00.000Z',
    ]);
    expect(secondPage.map((entry) => entry.createdAt)).toEqual(['2026-02-28T15:30:00.000Z']);
  });

  test('when the sweep erased a lead, then its entry has no operator', async () => {
    const lead = await seedResponse(database, { companyName: '掃除済み商事' });
    await database.db.insert(adminAuditLog).values({
      adminId: null,
      action: 'retention_erasure',
      filters: { no: lead.no, months: 6 },
      resultCount: 1,
    });

    const entries = await entriesOf({ no: String(lead.no), action: 'retention_erasure' });

    expect(entries).toEqual([
      expect.objectContaining({ operator: null, no: lead.no, details: { months: 6 } }),
    ]);
  });

  test('when the audit log is read, then the read itself is recorded with its filters', async () => {
    const operator = await newOperator();

    await readAudit({ action: 'logout', no: '12' }, operator.token);

    expect(await createAdminAuditLog(database.db).findByAdmin(operator.id)).toEqual([
      expect.objectContaining({
        action: 'audit_list',
        filters: { action: 'logout', no: 12, limit: 50, offset: 0 },
      }),
    ]);
  });

  test('when a member asks, then 403 forbidden and nothing is recorded; without a token 401', async () => {
    const member = await newOperator('member');

    const refused = await readAudit({}, member.token);
    const anonymous = await fetch(`${testApi.api.url}/api/admin/audit`);

    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('forbidden');
    expect(anonymous.status).toBe(401);
    expect(await createAdminAuditLog(database.db).findByAdmin(member.id)).toEqual([]);
  });

  test.each([
    ['an unknown action', { action: 'login' }],
    ['a lead number that is not a number', { no: 'abc' }],
    ['a day that is not a date', { from: '2026-02-30' }],
    ['from after to', { from: '2026-03-02', to: '2026-03-01' }],
    ['a page over 100', { limit: '101' }],
    ['a negative offset', { offset: '-1' }],
    ['an operator with a control character', { operator: 'a\u0001b' }],
  ])('when the query has %s, then 400', async (_case, query) => {
    const response = await readAudit(query);

    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('validation_failed');
  });
});

describe('audit-log retention', () => {
  async function seedEntries(operatorId: string, ages: number[]): Promise<number[]> {
    const rows = await database.db
      .insert(adminAuditLog)
      .values(
        ages.map((days) => ({
          adminId: operatorId,
          action: 'logout',
          filters: {},
          resultCount: 0,
          createdAt: new Date(Date.now() - days * dayMs),
        })),
      )
      .returning({ id: adminAuditLog.id });
    return rows.map((row) => row.id);
  }

  async function remaining(ids: number[]): Promise<number[]> {
    const rows = await database.db
      .select({ id: adminAuditLog.id })
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.id, ids));
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  test('when entries are older than the retention days, then the purge deletes those, in batches, and keeps the newer ones', async () => {
    const operator = await createTestAdmin(database);
    const [old1, old2, old3, recent, edge] = await seedEntries(operator.id, [900, 800, 731, 10, 729]);

    const purged = await purgeExpiredAuditLog({
      store: createAdminAuditLog(database.db),
      logger: quietLogger,
      days: 730,
      batchSize: 2,
    });

    expect(purged).toBeGreaterThanOrEqual(3);
    expect(await remaining([old1!, old2!, old3!, recent!, edge!])).toEqual(
      [recent!, edge!].sort((a, b) => a - b),
    );
  });

  test('when the sweep is started, then it purges at once; with 0 days it keeps everything', async () => {
    const operator = await createTestAdmin(database);
    const [old] = await seedEntries(operator.id, [400]);

    const keepForever = startAuditLogRetentionSweep({
      store: createAdminAuditLog(database.db),
      logger: quietLogger,
      days: 0,
    });
    await keepForever.stop();
    const keptAfterZero = await remaining([old!]);
    const sweep = startAuditLogRetentionSweep({
      store: createAdminAuditLog(database.db),
      logger: quietLogger,
      days: 365,
    });
    await sweep.stop();

    expect(keptAfterZero).toEqual([old!]);
    expect(await remaining([old!])).toEqual([]);
  });
});
