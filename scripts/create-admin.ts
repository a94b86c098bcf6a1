/**
 * Creates an operator account, or sets a new password for an existing one (which also signs that
 * operator out everywhere: every earlier token answers 401).
 *
 *   npm run admin:create -- --username NAME [--role admin|member] [--totp]
 *
 * The password comes from ADMIN_PASSWORD or, without it, from a hidden prompt; it must have at
 * least 12 characters and not be a common password. The database is
 * DATABASE_URL, or the embedded one under DATA_DIR (default ./data; stop `npm start` first, the
 * embedded database has one user at a time).
 *
 * `--totp` also enrolls a new second factor (replacing an earlier one): the TOTP secret is stored
 * encrypted under the API's key (ADMIN_TOTP_KEY, or in embedded mode DATA_DIR/admin-totp-key) and
 * printed once, with its otpauth:// URI, for the operator's authenticator app. Without `--totp` an
 * enrolled second factor is kept.
 *
 * `--role` sets what the operator may do: `admin` (everything; the default for a new operator) or
 * `member` (reads leads and their reports, changes status and notes; no deletion, no export of the
 * list, no queue dashboard). Without `--role` an existing operator keeps theirs. A disabled operator
 * (npm run admin:disable) stays disabled.
 */
import { parseArgs } from 'node:util';
import { parseEnv } from '@app/shared/config';
import { adminRoles, adminRoleSchema, type AdminRole } from '@app/shared/contract';
import { createAdminStore, openDatabase } from '@app/shared/db';
import { z } from 'zod';
import { apiEnvFields } from '../api/src/config/env';
import { adminPasswordProblem } from '../api/src/lib/admin-password-policy';
import { createTotpEnrollment } from '../api/src/lib/admin-totp';
import { adminTotpKey } from '../api/src/lib/admin-totp-key';
import { createTotpSecretBox } from '../api/src/lib/admin-totp-secret-box';
import { hashPassword } from '../api/src/lib/password';

const { DATABASE_URL, DATA_DIR, ADMIN_PASSWORD, ADMIN_TOTP_KEY, REDIS_URL } = apiEnvFields;
// The API's database, and its settings that decide where the key of the TOTP secrets is (admin-totp-key.ts).
const envSchema = z.object({ DATABASE_URL, DATA_DIR, ADMIN_PASSWORD, ADMIN_TOTP_KEY, REDIS_URL });

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

/** The key the API opens TOTP secrets with; refuses where the API would have none. */
function totpSecretBox(env: z.infer<typeof envSchema>) {
  const key = adminTotpKey(env);
  if (!key) {
    throw new Error(
      'REDIS_URL is set (distributed mode) but ADMIN_TOTP_KEY is not: set ADMIN_TOTP_KEY, the same as the API processes have.',
    );
  }
  return createTotpSecretBox(key);
}

const usage = `Usage: npm run admin:create -- --username NAME [--role ${adminRoles.join('|')}] [--totp]`;

/** The `--role` value, undefined when absent; refuses anything but a known role. */
function readRole(value: string | undefined): AdminRole | undefined {
  if (value === undefined) return undefined;
  const role = adminRoleSchema.safeParse(value.trim());
  if (!role.success) throw new Error(`--role must be ${adminRoles.join(' or ')}.\n${usage}`);
  return role.data;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      role: { type: 'string' },
      totp: { type: 'boolean', default: false },
    },
  });
  const username = values.username?.trim();
  if (!username) throw new Error(usage);
  const role = readRole(values.role);
  const env = parseEnv(envSchema);
  const secretBox = values.totp ? totpSecretBox(env) : undefined;
  const password = await readPassword(env.ADMIN_PASSWORD, username);
  const enrollment = secretBox ? createTotpEnrollment(username) : undefined;

  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
  try {
    const stored = await createAdminStore(database.db).upsert(username, await hashPassword(password), {
      totpSecretEncrypted: enrollment && secretBox?.seal(enrollment.secret),
      role,
    });
    console.log(
      stored.created
        ? `Created operator "${username}" (role ${stored.role}).`
        : `Set a new password for operator "${username}" (role ${stored.role}); tokens issued before now no longer work.`,
    );
    if (stored.disabled) {
      console.log(
        `Operator "${username}" is disabled: enable with npm run admin:disable -- --enable ${username}`,
      );
    }
    if (enrollment) {
      // Shown this once on the operator's terminal, never logged; the database keeps it encrypted.
      console.log(
        [
          `Enrolled a second factor (TOTP): logins as "${username}" now also need the 6-digit code.`,
          'Add it to an authenticator app now; it is not shown again.',
          `  URI (open or turn into a QR code): ${enrollment.uri}`,
          `  Secret (to type in by hand):       ${enrollment.secret}`,
        ].join('\n'),
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
