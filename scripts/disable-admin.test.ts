import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAdminStore, type DatabaseHandle, openDatabase } from '@app/shared/db';
import { createTestDatabase, type TestDatabase } from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../api/src/lib/password';

const repoRoot = path.resolve(import.meta.dirname, '..');
let testDatabase: TestDatabase;
let database: DatabaseHandle;

function runScript(
  script: 'disable-admin' | 'create-admin',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function storeOperator(username: string) {
  await createAdminStore(database.db).upsert(username, await hashPassword('lantern-orbit-quietly-47'));
  return (await createAdminStore(database.db).findByUsername(username))!;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, poolSize: 1 });
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

describe('npm run admin:disable', () => {
  test('when run with a username, then the operator is disabled and their tokens revoked; a second run changes nothing', async () => {
    const before = await storeOperator('ops-leaving');

    const first = await runScript('disable-admin', ['ops-leaving'], { DATABASE_URL: testDatabase.url });
    const afterFirst = await createAdminStore(database.db).findByUsername('ops-leaving');
    const second = await runScript('disable-admin', ['ops-leaving'], { DATABASE_URL: testDatabase.url });
    const afterSecond = await createAdminStore(database.db).findByUsername('ops-leaving');

    expect(first.code).toBe(0);
    expect(first.output).toBe(
      'Disabled operator "ops-leaving": they can no longer log in, and their tokens no longer work.\n',
    );
    expect(afterFirst!.disabledAt).toBeInstanceOf(Date);
    expect(afterFirst!.tokenVersion).toBe(before.tokenVersion + 1);
    expect(second).toEqual({
      code: 0,
      output: 'Operator "ops-leaving" was already disabled; nothing changed.\n',
    });
    expect(afterSecond!.disabledAt).toEqual(afterFirst!.disabledAt);
    expect(afterSecond!.tokenVersion).toBe(afterFirst!.tokenVersion);
  });

  test('when run with --enable, then the operator is enabled again with their tokens still revoked; on an active one it changes nothing', async () => {
    await storeOperator('ops-returning');
    await createAdminStore(database.db).disable('ops-returning');
    const disabled = await createAdminStore(database.db).findByUsername('ops-returning');

    const enabled = await runScript('disable-admin', ['--enable', 'ops-returning'], {
      DATABASE_URL: testDatabase.url,
    });
    const afterEnable = await createAdminStore(database.db).findByUsername('ops-returning');
    const again = await runScript('disable-admin', ['--enable', 'ops-returning'], {
      DATABASE_URL: testDatabase.url,
    });

    expect(enabled).toEqual({
      code: 0,
      output: 'Enabled operator "ops-returning": they can log in again.\n',
    });
    expect(afterEnable!.disabledAt).toBeNull();
    expect(afterEnable!.tokenVersion).toBe(disabled!.tokenVersion);
    expect(again).toEqual({
      code: 0,
      output: 'Operator "ops-returning" is not disabled; nothing changed.\n',
    });
  });

  test('when no operator has the username, then it fails saying so and disables no one', async () => {
    const bystander = await storeOperator('ops-bystander');

    const result = await runScript('disable-admin', ['ops-nobody'], { DATABASE_URL: testDatabase.url });

    expect(result.code).toBe(1);
    expect(result.output).toContain('No operator is named "ops-nobody"');
    expect((await createAdminStore(database.db).findByUsername('ops-bystander'))!.disabledAt).toBeNull();
    expect((await createAdminStore(database.db).findByUsername('ops-bystander'))!.tokenVersion).toBe(
      bystander.tokenVersion,
    );
  });

  test('when the username is missing or two are given, then it prints the usage and fails', async () => {
    const missing = await runScript('disable-admin', [], { DATABASE_URL: testDatabase.url });
    const two = await runScript('disable-admin', ['ops-a', 'ops-b'], { DATABASE_URL: testDatabase.url });

    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Usage: npm run admin:disable -- [--enable] USERNAME');
    expect(two.code).toBe(1);
    expect(two.output).toContain('Usage:');
  });

  test('when run on the embedded database (DATA_DIR, PGlite), then the migrated roles and disabling work there too', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'disable-admin-'));
    try {
      const env = { DATA_DIR: dataDir, ADMIN_PASSWORD: 'lantern-orbit-quietly-47' };
      const created = await runScript(
        'create-admin',
        ['--username', 'ops-embedded', '--role', 'member'],
        env,
      );

      const disabled = await runScript('disable-admin', ['ops-embedded'], { DATA_DIR: dataDir });

      expect(created).toEqual({ code: 0, output: 'Created operator "ops-embedded" (role member).\n' });
      expect(disabled.code).toBe(0);
      expect(disabled.output).toContain('Disabled operator "ops-embedded"');
      const embedded = await openDatabase({ dataDir });
      try {
        const stored = await createAdminStore(embedded.db).findByUsername('ops-embedded');
        expect(stored).toMatchObject({ role: 'member', tokenVersion: 1 });
        expect(stored!.disabledAt).toBeInstanceOf(Date);
      } finally {
        await embedded.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
