/**
 * Creates an operator account, or sets a new password for an existing one (which also signs that
 * operator out everywhere: every earlier token answers 401).
 *
 *   npm run admin:create -- --username NAME
 *
 * The password comes from ADMIN_PASSWORD or, without it, from a hidden prompt; it must have at
 * least 12 characters and not be a common password. The database is
 * DATABASE_URL, or the embedded one under DATA_DIR (default ./data; stop `npm start` first, the
 * embedded database has one user at a time).
 */
import { parseArgs } from 'node:util';
import { emptyAsUndefined, parseEnv } from '@app/shared/config';
import { createAdminStore, openDatabase } from '@app/shared/db';
import { z } from 'zod';
import { adminPasswordProblem } from '../api/src/lib/admin-password-policy';
import { hashPassword } from '../api/src/lib/password';

const envSchema = z.object({
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().optional()),
});

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    stdout.write(question);
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** Refuses a password the admin policy does not accept (too short, common, holding the username). */
function checkPassword(password: string, username: string): string {
  const problem = adminPasswordProblem(password, username);
  if (problem) throw new Error(`The password is not accepted: ${problem}.`);
  return password;
}

async function readPassword(fromEnv: string | undefined, username: string): Promise<string> {
  if (fromEnv) return checkPassword(fromEnv, username);
  if (!process.stdin.isTTY) throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD.');
  const password = checkPassword(await promptHidden('Password: '), username);
  if ((await promptHidden('Password (again): ')) !== password) throw new Error('The passwords do not match.');
  return password;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { username: { type: 'string' } } });
  const username = values.username?.trim();
  if (!username) throw new Error('Usage: npm run admin:create -- --username NAME');
  const env = parseEnv(envSchema);
  const password = await readPassword(env.ADMIN_PASSWORD, username);

  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const { created } = await createAdminStore(database.db).upsert(username, await hashPassword(password));
    console.log(
      created
        ? `Created operator "${username}".`
        : `Set a new password for operator "${username}"; tokens issued before now no longer work.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
