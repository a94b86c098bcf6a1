import type { LeadStatus } from '@app/shared/contract';
import { submissions } from '@app/shared/db';
import { createLogger } from '@app/shared/logging';
import {
  metricValue,
  storeSubmission,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
} from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { loadWorkerEnv } from '../src/config/env';
import { startReportWorker } from '../src/report-worker';

const database = useTestDatabase();

/** Stores a submission as made at `createdAt`, in `leadStatus`; returns its id. */
async function storeAged(createdAt: Date, leadStatus: LeadStatus = 'new'): Promise<string> {
  const { id } = await storeSubmission(database);
  await database.db.update(submissions).set({ createdAt, leadStatus }).where(eq(submissions.id, id));
  return id;
}

/** A worker's settings with a retention period of 12 months, and `more`. */
function retentionEnv(more: Record<string, string>) {
  return loadWorkerEnv({
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    QUEUE_PREFIX: uniqueQueuePrefix(),
    LOG_LEVEL: 'silent',
    COMPANY_KEY_SECRET: 'retention-test-company-key-secret-0000000',
    CONTACT_RETENTION_MONTHS: '12',
    ...more,
  });
}

async function rowOf(id: string) {
  const [row] = await database.db.select().from(submissions).where(eq(submissions.id, id));
  return row!;
}

describe('CONTACT_RETENTION_MONTHS in the worker', () => {
  test('when a worker starts, then it erases the contact data of responses past the period and keeps recent ones', async () => {
    const old = await storeAged(new Date(Date.now() - 400 * 24 * 60 * 60 * 1000));
    const recent = await storeAged(new Date());
    const env = retentionEnv({ WORKER_METRICS_PORT: '0' });

    // The sweep runs at start; the worker counts what it erased.
    const worker = await startReportWorker(env, createLogger({ name: 'retention-test', level: 'silent' }));
    try {
      await vi.waitFor(async () => expect((await rowOf(old)).contactErasedAt).toBeInstanceOf(Date), {
        timeout: 10_000,
      });
      const metrics = await (await fetch(`http://127.0.0.1:${worker.metricsPort}/metrics`)).text();
      expect(metricValue(metrics, 'dx_contact_erasures_total', {})).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.close();
    }

    expect(await rowOf(old)).toMatchObject({ email: '', contactName: '', companyName: '（削除済み）' });
    expect((await rowOf(old)).contactErasedAt).toBeInstanceOf(Date);
    expect((await rowOf(recent)).contactErasedAt).toBeNull();
  });

  test('when CONTACT_RETENTION_HOLD_STATUSES is set, then the worker keeps the contact data of leads in those statuses only', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const won = await storeAged(daysAgo(400), 'won');
    const negotiating = await storeAged(daysAgo(400), 'negotiating');
    const env = retentionEnv({ CONTACT_RETENTION_HOLD_STATUSES: 'won' });

    const worker = await startReportWorker(env, createLogger({ name: 'retention-test', level: 'silent' }));
    await worker.close();

    expect((await rowOf(won)).contactErasedAt).toBeNull();
    expect((await rowOf(negotiating)).contactErasedAt).toBeInstanceOf(Date);
  });
});
