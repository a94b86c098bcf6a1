import { Redis } from 'ioredis';
import pg from 'pg';
import { openDatabase } from '../db/database';
import {
  databaseUrl,
  onMaintenanceDatabase,
  templateDatabaseName,
  testPostgresUrl,
  testRedisUrl,
  testRunId,
} from './test-services';

/** Vitest global setup: migrate this run's template database once; the teardown drops it with the rest. */
export default async function setup(): Promise<() => Promise<void>> {
  const runId = testRunId();
  const template = templateDatabaseName();
  await onMaintenanceDatabase(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ url: databaseUrl(template), poolSize: 1 });
  await database.close();
  return () => removeLeftovers(runId);
}

/** Drops this run's databases and queue keys that a killed or failed test file left behind. */
async function removeLeftovers(runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`dx_test_${runId}_%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }

  const redis = new Redis(testRedisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `test-${runId}-*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
