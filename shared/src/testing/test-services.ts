import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';

/** The machine's PostgreSQL server, as the maintenance database (DESIGN §10). */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The machine's Redis server. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * Migrated once per test run by the global setup; every test file's database is a copy of it. Each run
 * has its own, so two runs on one machine (a developer's and CI) never drop each other's template.
 */
export const templateDatabaseName = () => `dx_test_${testRunId()}_template`;

/**
 * Names every database and queue prefix a test run creates, so the run's teardown removes exactly
 * its own leftovers (a killed test file never reaches its afterAll). The global setup sets it;
 * test workers inherit it.
 */
export function testRunId(): string {
  return (process.env.DX_TEST_RUN_ID ??= randomUUID().replaceAll('-', '').slice(0, 8));
}

/** The URL of `database` on the test server. */
export function databaseUrl(database: string): string {
  const url = new URL(testPostgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `statement` on the maintenance database with a short-lived connection. */
export async function onMaintenanceDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file, copied from the template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `dx_test_${testRunId()}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onMaintenanceDatabase(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName()}`);
      break;
    } catch (error) {
      // Two files copying the template at the same moment collide ("being accessed by other users").
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  return {
    name,
    url: databaseUrl(name),
    drop: () => onMaintenanceDatabase(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface ConnectedTestDatabase extends TestDatabase {
  /** A small pool on the database, for arranging rows and asserting the new state. */
  db: Database;
}

/** A test file's own database with a connection to it; `drop()` closes the connection first. */
export async function createConnectedTestDatabase(
  options: { poolSize?: number } = {},
): Promise<ConnectedTestDatabase> {
  const database = await createTestDatabase();
  const handle = await openDatabase({ url: database.url, poolSize: options.poolSize ?? 2 });
  return {
    ...database,
    db: handle.db,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** A BullMQ key prefix of its own, so test files never see each other's jobs. */
export function uniqueQueuePrefix(): string {
  return `test-${testRunId()}-${randomUUID().slice(0, 8)}`;
}
