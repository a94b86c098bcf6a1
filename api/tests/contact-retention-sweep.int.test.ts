import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { submissions } from '@app/shared/db';
import {
  createConnectedTestDatabase,
  testRedisUrl,
  uniqueQueuePrefix,
  type ConnectedTestDatabase,
} from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedResponse, testJwtSecret } from './admin-test-support';
import { startTestApi } from './start-test-api';

let database: ConnectedTestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createConnectedTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'retention-'));
});

afterAll(async () => {
  await database?.drop();
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
});
