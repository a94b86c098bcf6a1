import { retentionPreviewSchema, type LeadStatus } from '@app/shared/contract';
import { createAdminAuditLog, submissions } from '@app/shared/db';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  createTestAdmin,
  getWithToken,
  loginToken,
  seedResponse,
  startAdminTestApi,
  useAdminTestApi,
  type SeededResponse,
} from './admin-test-support';

// Distributed, as the API runs beside workers: it previews the sweep and never runs it.
const testApi = useAdminTestApi({ env: { CONTACT_RETENTION_MONTHS: '12' }, beforeStart: seedLeads });
const { database } = testApi;
let old: SeededResponse;
let negotiating: SeededResponse;

const yearsAgo = (years: number) => new Date(Date.now() - years * 365 * 24 * 60 * 60 * 1000);

async function seedLead(companyName: string, createdAt: Date, leadStatus: LeadStatus = 'new') {
  const seeded = await seedResponse(database, { companyName, createdAt });
  await database.db.update(submissions).set({ leadStatus }).where(eq(submissions.no, seeded.no));
  return seeded;
}

async function seedLeads() {
  old = await seedLead('株式会社期限切れ', yearsAgo(2));
  negotiating = await seedLead('株式会社商談継続', yearsAgo(3), 'negotiating');
  await seedLead('株式会社最近', new Date());
}

const preview = (baseUrl: string, token: string) =>
  getWithToken(`${baseUrl}/api/admin/retention/preview`, token);

describe('GET /api/admin/retention/preview', () => {
  test('when a retention period is set, then it names the leads the next sweep erases, when it runs, and how many it keeps for their status', async () => {
    const reader = await createTestAdmin(database);
    const token = await loginToken(testApi.api.url, reader);
    const before = Date.now();

    const response = await preview(testApi.api.url, token);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = retentionPreviewSchema.parse(await response.json());
    expect(body).toEqual({
      months: 12,
      holdStatuses: ['in_progress', 'negotiating'],
      nextSweepAt: expect.stringMatching(/T\d{2}:00:00\.000Z$/),
      dueCount: 1,
      due: [{ no: old.no, timestamp: expect.any(String), companyName: old.companyName, leadStatus: 'new' }],
      heldCount: 1,
    });
    const nextSweep = new Date(body.nextSweepAt!).getTime();
    expect(nextSweep).toBeGreaterThan(before);
    expect(nextSweep).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    // A preview erases nothing.
    const [row] = await database.db.select().from(submissions).where(eq(submissions.no, old.no));
    expect(row!.contactErasedAt).toBeNull();
    const entries = await createAdminAuditLog(database.db).findByAdmin(reader.id);
    expect(entries.map(({ action, filters, resultCount }) => ({ action, filters, resultCount }))).toEqual([
      { action: 'retention_preview', filters: {}, resultCount: 1 },
    ]);
    expect(JSON.stringify(body)).not.toContain(negotiating.companyName);
  });

  test('when no retention period is set, then it says no sweep runs and reads no lead', async () => {
    const keeping = await startAdminTestApi({
      DATABASE_URL: database.url,
      CONTACT_RETENTION_HOLD_STATUSES: 'won',
    });
    try {
      const reader = await createTestAdmin(database);

      const response = await preview(keeping.url, await loginToken(keeping.url, reader));

      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        months: 0,
        holdStatuses: ['won'],
        nextSweepAt: null,
        dueCount: 0,
        due: [],
        heldCount: 0,
      });
      expect(await createAdminAuditLog(database.db).findByAdmin(reader.id)).toEqual([]);
    } finally {
      await keeping.close();
    }
  });

  test('when there is no valid token, then 401 and nothing is read', async () => {
    const response = await fetch(`${testApi.api.url}/api/admin/retention/preview`);

    expect(response.status).toBe(401);
  });
});
