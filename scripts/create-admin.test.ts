import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admins, createAdminStore, type DatabaseHandle, openDatabase } from '@app/shared/db';
import { createTestDatabase, type TestDatabase } from '@app/shared/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminTotpIssuer, findTotpStep, totpCodeAt } from '../api/src/lib/admin-totp';
import { adminTotpKey } from '../api/src/lib/admin-totp-key';
import { createTotpSecretBox } from '../api/src/lib/admin-totp-secret-box';
import { verifyPassword } from '../api/src/lib/password';

const repoRoot = path.resolve(import.meta.dirname, '..');
let testDatabase: TestDatabase;
let database: DatabaseHandle;
/** A password the admin policy accepts. */
const passwordOfTest = 'lantern-orbit-quietly-47';

function runScript(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, poolSize: 1 });
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe('npm run admin:create', () => {
  test('when run with a username and ADMIN_PASSWORD, then the operator is stored with a hash of it, and a rerun changes the password and revokes its tokens', async () => {
    const first = await runScript(['--username', 'ops-script'], {
      DATABASE_URL: testDatabase.url,
      ADMIN_PASSWORD: 'first-password',
    });
    const afterFirst = await createAdminStore(database.db).findByUsername('ops-script');
    const second = await runScript(['--username', 'ops-script'], {
      DATABASE_URL: testDatabase.url,
      ADMIN_PASSWORD: 'second-password',
    });
    const afterSecond = await createAdminStore(database.db).findByUsername('ops-script');

    expect(first).toEqual({ code: 0, output: 'Created operator "ops-script" (role admin).\n' });
    expect(afterFirst!.role).toBe('admin');
    expect(await verifyPassword('first-password', afterFirst!.passwordHash)).toBe(true);
    expect(second.output).toContain('Set a new password');
    expect(afterSecond!.id).toBe(afterFirst!.id);
    expect(await verifyPassword('second-password', afterSecond!.passwordHash)).toBe(true);
    expect(second.output).toContain('tokens issued before now no longer work');
    expect(afterSecond!.tokenVersion).toBe(afterFirst!.tokenVersion + 1);
    expect(first.output + second.output).not.toContain('password-');
  });

  test('when no password can be read (no ADMIN_PASSWORD, no terminal), then it fails without storing anything', async () => {
    const result = await runScript(['--username', 'ops-no-password'], { DATABASE_URL: testDatabase.url });

    expect(result.code).toBe(1);
    expect(result.output).toContain('ADMIN_PASSWORD');
    expect(await createAdminStore(database.db).findByUsername('ops-no-password')).toBeUndefined();
  });

  test('when ADMIN_PASSWORD is short or a common password, then it says why, without echoing it, and stores nothing', async () => {
    for (const password of ['hunter2', 'Password2026!']) {
      const result = await runScript(['--username', 'ops-weak'], {
        DATABASE_URL: testDatabase.url,
        ADMIN_PASSWORD: password,
      });

      expect(result.code).toBe(1);
      expect(result.output).toMatch(
        /The password is not accepted: (use at least 12|this is a commonly used)/,
      );
      expect(result.output).not.toContain(password);
    }
    expect(await createAdminStore(database.db).findByUsername('ops-weak')).toBeUndefined();
  });

  test('when run with --totp, then the secret is printed once with its otpauth URI and stored only encrypted under ADMIN_TOTP_KEY', async () => {
    const totpKey = randomBytes(32).toString('base64url');

    const result = await runScript(['--username', 'ops-totp', '--totp'], {
      DATABASE_URL: testDatabase.url,
      ADMIN_PASSWORD: passwordOfTest,
      ADMIN_TOTP_KEY: totpKey,
    });

    expect(result.code).toBe(0);
    const uri = new URL(/otpauth:\/\/\S+/.exec(result.output)![0]);
    const secret = uri.searchParams.get('secret')!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeURIComponent(uri.pathname)).toBe(`/${adminTotpIssuer}:ops-totp`);
    expect(result.output).toContain(`Secret (to type in by hand):       ${secret}`);
    const stored = await createAdminStore(database.db).findByUsername('ops-totp');
    expect(stored!.totpSecretEncrypted).not.toContain(secret);
    expect(createTotpSecretBox(totpKey).open(stored!.totpSecretEncrypted!)).toBe(secret);
    expect(findTotpStep(secret, totpCodeAt(secret, Date.now()))).not.toBeNull();
  });

  test('when rerun without --totp, then the second factor is kept; with --totp, then a new one replaces it', async () => {
    const env = {
      DATABASE_URL: testDatabase.url,
      ADMIN_PASSWORD: passwordOfTest,
      ADMIN_TOTP_KEY: randomBytes(32).toString('base64url'),
    };
    await runScript(['--username', 'ops-totp-rerun', '--totp'], env);
    const enrolled = await createAdminStore(database.db).findByUsername('ops-totp-rerun');
    await database.db.update(admins).set({ totpLastUsedStep: 1 }).where(eq(admins.id, enrolled!.id));

    const withoutTotp = await runScript(['--username', 'ops-totp-rerun'], env);
    const kept = await createAdminStore(database.db).findByUsername('ops-totp-rerun');
    const withTotp = await runScript(['--username', 'ops-totp-rerun', '--totp'], env);
    const replaced = await createAdminStore(database.db).findByUsername('ops-totp-rerun');

    expect(withoutTotp.output).not.toContain('otpauth://');
    expect(kept!.totpSecretEncrypted).toBe(enrolled!.totpSecretEncrypted);
    expect(withTotp.output).toContain('otpauth://');
    expect(replaced!.totpSecretEncrypted).not.toBe(enrolled!.totpSecretEncrypted);
    expect(replaced!.totpLastUsedStep).toBeNull();
  });

  test('when run with --totp in embedded mode without ADMIN_TOTP_KEY, then the key is generated under DATA_DIR where the API finds it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'create-admin-totp-'));

    const result = await runScript(['--username', 'ops-totp-embedded', '--totp'], {
      DATABASE_URL: testDatabase.url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: passwordOfTest,
    });

    expect(result.code).toBe(0);
    expect(statSync(path.join(dataDir, 'admin-totp-key')).mode & 0o777).toBe(0o600);
    const secret = new URL(/otpauth:\/\/\S+/.exec(result.output)![0]).searchParams.get('secret');
    const stored = await createAdminStore(database.db).findByUsername('ops-totp-embedded');
    const apiKey = adminTotpKey({ DATA_DIR: dataDir });
    expect(createTotpSecretBox(apiKey!).open(stored!.totpSecretEncrypted!)).toBe(secret);
    rmSync(dataDir, { recursive: true });
  });

  test('when run with --totp in distributed mode (REDIS_URL) without ADMIN_TOTP_KEY, then it fails before storing anything', async () => {
    const result = await runScript(['--username', 'ops-totp-nokey', '--totp'], {
      DATABASE_URL: testDatabase.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      ADMIN_PASSWORD: passwordOfTest,
    });

    expect(result.code).toBe(1);
    expect(result.output).toContain('ADMIN_TOTP_KEY');
    expect(result.output).not.toContain('otpauth://');
    expect(await createAdminStore(database.db).findByUsername('ops-totp-nokey')).toBeUndefined();
  });

  test('when run with --role member, then a member is stored; a rerun without --role keeps it, with --role admin promotes it', async () => {
    const env = { DATABASE_URL: testDatabase.url, ADMIN_PASSWORD: passwordOfTest };

    const created = await runScript(['--username', 'ops-member', '--role', 'member'], env);
    const asMember = await createAdminStore(database.db).findByUsername('ops-member');
    const rerun = await runScript(['--username', 'ops-member'], env);
    const kept = await createAdminStore(database.db).findByUsername('ops-member');
    const promoted = await runScript(['--username', 'ops-member', '--role', 'admin'], env);
    const asAdmin = await createAdminStore(database.db).findByUsername('ops-member');

    expect(created).toEqual({ code: 0, output: 'Created operator "ops-member" (role member).\n' });
    expect(asMember!.role).toBe('member');
    expect(rerun.output).toContain('(role member)');
    expect(kept!.role).toBe('member');
    expect(promoted.output).toContain('(role admin)');
    expect(asAdmin!.role).toBe('admin');
    expect(asAdmin!.tokenVersion).toBe(asMember!.tokenVersion + 2);
  });

  test('when --role names no known role, then it says which are, and stores nothing', async () => {
    const result = await runScript(['--username', 'ops-bad-role', '--role', 'owner'], {
      DATABASE_URL: testDatabase.url,
      ADMIN_PASSWORD: passwordOfTest,
    });

    expect(result.code).toBe(1);
    expect(result.output).toContain('--role must be admin or member');
    expect(await createAdminStore(database.db).findByUsername('ops-bad-role')).toBeUndefined();
  });

  test('when a disabled operator gets a new password, then they stay disabled and the output says how to enable them', async () => {
    const env = { DATABASE_URL: testDatabase.url, ADMIN_PASSWORD: passwordOfTest };
    await runScript(['--username', 'ops-disabled'], env);
    await createAdminStore(database.db).disable('ops-disabled');

    const result = await runScript(['--username', 'ops-disabled'], env);

    expect(result.code).toBe(0);
    expect(result.output).toContain('admin:disable -- --enable ops-disabled');
    expect((await createAdminStore(database.db).findByUsername('ops-disabled'))!.disabledAt).not.toBeNull();
  });

  test('when the username is missing, then it prints the usage and fails', async () => {
    const result = await runScript([], { DATABASE_URL: testDatabase.url, ADMIN_PASSWORD: 'a-password' });

    expect(result.code).toBe(1);
    expect(result.output).toContain('--username');
  });
});
