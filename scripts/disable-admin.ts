/**
 * Disables an operator account: it can no longer log in, and every token it holds answers 401 at
 * once. `--enable` lets it log in again (tokens issued before the disabling stay invalid).
 *
 *   npm run admin:disable -- USERNAME
 *   npm run admin:disable -- --enable USERNAME
 *
 * The database is DATABASE_URL, or the embedded one under DATA_DIR (default ./data; stop
 * `npm start` first, the embedded database has one user at a time).
 */
import { parseArgs } from 'node:util';
import { parseEnv } from '@app/shared/config';
import { createAdminStore, openDatabase } from '@app/shared/db';
import { z } from 'zod';
import { apiEnvFields } from '../api/src/config/env';

// The API's database.
const { DATABASE_URL, DATA_DIR } = apiEnvFields;
const envSchema = z.object({ DATABASE_URL, DATA_DIR });

const usage = 'Usage: npm run admin:disable -- [--enable] USERNAME';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { enable: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const username = positionals.length === 1 ? positionals[0]!.trim() : '';
  if (!username) throw new Error(usage);
  const env = parseEnv(envSchema);

  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const admins = createAdminStore(database.db);
    const outcome = values.enable ? await admins.enable(username) : await admins.disable(username);
    if (!outcome) throw new Error(`No operator is named "${username}".`);
    if (values.enable) {
      console.log(
        outcome.changed
          ? `Enabled operator "${username}": they can log in again.`
          : `Operator "${username}" is not disabled; nothing changed.`,
      );
    } else {
      console.log(
        outcome.changed
          ? `Disabled operator "${username}": they can no longer log in, and their tokens no longer work.`
          : `Operator "${username}" was already disabled; nothing changed.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
