import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConnectedTestDatabase, testRedisUrl, type ConnectedTestDatabase } from '@app/shared/testing';
import { afterAll, describe, expect, test } from 'vitest';
import { getWithToken, loginToken, postLogin, startAdminTestApi } from './admin-test-support';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const pathSecret = 'ab'.repeat(64);
const cleanups: (() => Promise<unknown>)[] = [];

/** A fresh database and DATA_DIR, as a first `npm start` has. */
async function freshInstall(): Promise<{
  databaseUrl: string;
  dataDir: string;
  database: ConnectedTestDatabase;
}> {
  const database = await createConnectedTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'admin-bootstrap-'));
  cleanups.push(
    () => database.drop(),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  return { databaseUrl: database.url, dataDir, database };
}

/** The API in embedded mode (no Redis, no JWT_SECRET) on the given storage. */
async function startEmbedded(
  install: { databaseUrl: string; dataDir: string },
  env: Record<string, string> = {},
) {
  const api = await startAdminTestApi({
    DATABASE_URL: install.databaseUrl,
    DATA_DIR: install.dataDir,
    REDIS_URL: '',
    JWT_SECRET: '',
    ...env,
  });
  cleanups.push(() => api.close());
  return api;
}

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

describe('embedded start: first operator and secrets', () => {
  test('when no operator exists and none is configured, then `admin` is created once with a random password that logs in', async () => {
    const install = await freshInstall();

    const first = await startEmbedded(install);
    await first.close();
    const second = await startEmbedded(install);

    const generated = first.admin.generatedAccount;
    expect(generated).toEqual({ username: 'admin', password: expect.stringMatching(/^[\w-]{24}$/) });
    expect(second.admin.generatedAccount).toBeUndefined();
    expect((await postLogin(second.url, generated!)).status).toBe(200);
  });

  test('when restarted, then tokens stay valid because the signing key is kept under DATA_DIR', async () => {
    const install = await freshInstall();
    const first = await startEmbedded(install, { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'first-password' });
    const token = await loginToken(first.url, { username: 'ops', password: 'first-password' });
    await first.close();

    const second = await startEmbedded(install, { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'first-password' });

    expect((await getWithToken(`${second.url}/api/admin/data`, token)).status).toBe(200);
    const keyFile = path.join(install.dataDir, 'jwt-secret');
    expect((await readFile(keyFile, 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    expect((await stat(keyFile)).mode & 0o077).toBe(0);
  });

  test('when ADMIN_USERNAME and ADMIN_PASSWORD are set, then that account gets that password at each start', async () => {
    const install = await freshInstall();
    const first = await startEmbedded(install, { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'first-password' });
    expect(first.admin.generatedAccount).toBeUndefined();
    expect((await postLogin(first.url, { username: 'ops', password: 'first-password' })).status).toBe(200);
    await first.close();

    const second = await startEmbedded(install, { ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'second-password' });

    expect((await postLogin(second.url, { username: 'ops', password: 'first-password' })).status).toBe(401);
    expect((await postLogin(second.url, { username: 'ops', password: 'second-password' })).status).toBe(200);
    expect((await postLogin(second.url, { username: 'admin', password: 'second-password' })).status).toBe(
      401,
    );
  });

  test('when the admin path secret is in the environment or was written by the build, then the login path is known', async () => {
    const install = await freshInstall();
    const withoutSecret = await startEmbedded(install, {
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'an-operator-password',
    });
    const fromEnv = await startEmbedded(install, {
      ADMIN_PATH_SECRET: pathSecret,
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'an-operator-password',
    });
    await writeFile(path.join(install.dataDir, 'admin-path-secret'), `${'cd'.repeat(64)}\n`);
    const fromFile = await startEmbedded(install, {
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'an-operator-password',
    });

    expect(withoutSecret.admin.loginPath).toBeUndefined();
    expect(fromEnv.admin.loginPath).toBe(`/admin/login/${pathSecret}`);
    expect(fromFile.admin.loginPath).toBe(`/admin/login/${'cd'.repeat(64)}`);
  });
});

describe('process start configuration', () => {
  function runApiProcess(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A process that starts when it should refuse must not outlive the test.
    const stopper = setTimeout(() => child.kill('SIGKILL'), 30_000);
    return new Promise((resolve) =>
      child.on('exit', (code) => {
        clearTimeout(stopper);
        resolve({ code, stderr });
      }),
    );
  }

  test('when distributed mode is configured without JWT_SECRET, then the API process refuses to start and says why', async () => {
    const result = await runApiProcess({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
      REDIS_URL: testRedisUrl,
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET');
  });

  test('when only one of ADMIN_USERNAME and ADMIN_PASSWORD is set, then the process refuses to start', async () => {
    const result = await runApiProcess({
      ADMIN_USERNAME: 'ops',
      DATA_DIR: path.join(tmpdir(), 'never-created'),
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('ADMIN_PASSWORD');
  });

  test('when ADMIN_PASSWORD is a common password, then the process refuses to start, says why and does not echo it', async () => {
    const result = await runApiProcess({
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'Password2026!',
      DATA_DIR: path.join(tmpdir(), 'never-created'),
    });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('ADMIN_PASSWORD: this is a commonly used password');
    expect(result.stderr).not.toContain('Password2026!');
  });
});
