import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { createTestDatabase, type TestDatabase } from './test-services';

/** An engine and how to open (and migrate) a database on it: a row for `test.each`. */
export type DatabaseEngine = [name: string, open: () => Promise<DatabaseHandle>];

/** Both engines the database code runs on (DESIGN §3), each with a database of this test file's own. */
export interface DatabaseEngines {
  /** Opens the file's PostgreSQL database on the machine's server. */
  postgres(): Promise<DatabaseHandle>;
  /** Opens the file's embedded PGlite database, in a folder of its own. */
  pglite(): Promise<DatabaseHandle>;
  /** Both, named 'PostgreSQL' and 'embedded PGlite', for `test.each`. */
  each: DatabaseEngine[];
}

/**
 * A PostgreSQL database and a PGlite folder for one test file, created before its tests and removed
 * after them. Every handle opened on them is closed after its test.
 */
export function useDatabaseEngines(): DatabaseEngines {
  let testDatabase: TestDatabase | undefined;
  let dataDir: string | undefined;
  const opened: DatabaseHandle[] = [];
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'dx-engines-'));
  });
  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.close();
  });
  afterAll(async () => {
    await testDatabase?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const kept = async (handle: Promise<DatabaseHandle>): Promise<DatabaseHandle> => {
    opened.push(await handle);
    return opened.at(-1)!;
  };
  const postgres = () => kept(openDatabase({ url: testDatabase!.url, poolSize: 2 }));
  const pglite = () => kept(openDatabase({ dataDir: dataDir! }));
  return {
    postgres,
    pglite,
    each: [
      ['PostgreSQL', postgres],
      ['embedded PGlite', pglite],
    ],
  };
}

/** The statements of a migration in shared/src/db/migrations, split as the migrator runs them. */
export async function migrationStatements(file: string): Promise<string[]> {
  const text = await readFile(new URL(`../db/migrations/${file}`, import.meta.url), 'utf8');
  return text.split('--> statement-breakpoint');
}
