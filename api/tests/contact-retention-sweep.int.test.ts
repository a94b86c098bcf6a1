import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LeadStatus } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import { testRedisUrl, uniqueQueuePrefix, useTestDatabase } from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedResponse, testJwtSecret } from './admin-test-support';
import { startTestApi } from './start-test-api';

const database = useTestDatabase();
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'retention-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const yearsAgo = (years: number) => new Date(Date.now() - years * 365 * 24 * 60 * 60 * 1000);

async function erasedAt(no: number): Promise<Date | null> {
  const [row] = await database.db
    .select({ contactErasedAt: submissions.contactErasedAt })
    .from(submissions)
    .where(eq(submissions.no, no));
  return row!.contactErasedAt;
}

// The sweep runs once at start, and closing the server waits for a running sweep: a start and a
// close are enough to see whether this process sweeps.
describe('CONTACT_RETENTION_MONTHS in the API process', () => {
  test('when the API runs distributed, then it leaves the sweep to the workers', async () => {
    const old = await seedResponse(database, { createdAt: yearsAgo(3) });

    const api = await startTestApi({
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      JWT_SECRET: testJwtSecret(),
      CONTACT_RETENTION_MONTHS: '6',
    });
    await api.close();

    expect(await erasedAt(old.no)).toBeNull();
  });

  test('when the API runs embedded, then it erases the contact data of responses past the period and keeps recent ones', async () => {
    const old = await seedResponse(database, { createdAt: yearsAgo(2) });
    const recent = await seedResponse(database, { createdAt: new Date() });

    const api = await startTestApi({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      CONTACT_RETENTION_MONTHS: '6',
    });
    await api.close();

    expect(await erasedAt(old.no)).toBeInstanceOf(Date);
    expect(await erasedAt(recent.no)).toBeNull();
  });

  test('when no period is set, then the embedded API keeps contact data', async () => {
    const old = await seedResponse(database, { createdAt: yearsAgo(10) });

    const api = await startTestApi({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    await api.close();

    expect(await erasedAt(old.no)).toBeNull();
  });

  test('when leads are in a held status, then the embedded API keeps their contact data: 対応中 and 商談化 by default, else CONTACT_RETENTION_HOLD_STATUSES', async () => {
    const lead = async (leadStatus: LeadStatus) => {
      const seeded = await seedResponse(database, { createdAt: yearsAgo(2) });
      await database.db.update(submissions).set({ leadStatus }).where(eq(submissions.no, seeded.no));
      return seeded.no;
    };
    const negotiating = await lead('negotiating');
    const inProgress = await lead('in_progress');
    const won = await lead('won');

    const byDefault = await startTestApi({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      CONTACT_RETENTION_MONTHS: '6',
    });
    await byDefault.close();
    const keptAfterDefault = [await erasedAt(negotiating), await erasedAt(inProgress)];
    const wonAfterDefault = await erasedAt(won);
    const configured = await startTestApi({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      CONTACT_RETENTION_MONTHS: '6',
      CONTACT_RETENTION_HOLD_STATUSES: 'negotiating',
    });
    await configured.close();

    expect(keptAfterDefault).toEqual([null, null]);
    expect(wonAfterDefault).toBeInstanceOf(Date);
    expect(await erasedAt(negotiating)).toBeNull();
    expect(await erasedAt(inProgress)).toBeInstanceOf(Date);
  });
});
