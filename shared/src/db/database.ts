import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database, the same type on a PostgreSQL server and on embedded PGlite. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database (ignored with `url`). */
  dataDir?: string;
  /** Connections in the pool (PostgreSQL only). */
  poolSize?: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same in every process that migrates.
const migrationLockId = 7_245_019;

/** Opens the database and applies pending migrations before returning it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? './data');
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  await migrateUnderLock(pool);
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** Several API processes may start together: an advisory lock lets one migrate at a time. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
    client.release();
  }
}

/**
 * Makes a folder tree readable by its owner only: folders 0700, files 0600. The embedded database
 * holds leads and password hashes, and PGlite writes its files world-readable (0666, 0644)
 * whatever the umask.
 */
export function restrictToOwner(folder: string): void {
  chmodSync(folder, 0o700);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) restrictToOwner(entryPath);
    else if (entry.isFile()) chmodSync(entryPath, 0o600);
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const folder = path.resolve(dataDir, 'pgdata');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  restrictToOwner(folder);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      // Files PGlite wrote since the start (its relation cache, new relations) get the same modes.
      restrictToOwner(folder);
    },
  };
}
