import { spawn } from 'node:child_process';
import path from 'node:path';
import { createAdminStore, type DatabaseHandle, openDatabase } from '@app/shared/db';
import { createTestDatabase, type TestDatabase } from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyPassword } from '../api/src/lib/password';

const repoRoot = path.resolve(import.meta.dirname, '..');
let testDatabase: TestDatabase;
let database: DatabaseHandle;

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

    expect(first).toEqual({ code: 0, output: 'Created operator "ops-script".\n' });
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

  test('when the username is missing, then it prints the usage and fails', async () => {
    const result = await runScript([], { DATABASE_URL: testDatabase.url, ADMIN_PASSWORD: 'a-password' });

    expect(result.code).toBe(1);
    expect(result.output).toContain('--username');
  });
});
