import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { e2eAdminPassword, e2eAdminPathSecret, e2eAdminUsername } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built SPA the server serves (a private copy of frontend/dist). */
    staticDir: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/** Builds the SPA and starts the real server in embedded mode on a free port with a fresh DATA_DIR. */
export default async function setup(project: TestProject) {
  const adminEnv = {
    ADMIN_PATH_SECRET: e2eAdminPathSecret,
    ADMIN_USERNAME: e2eAdminUsername,
    ADMIN_PASSWORD: e2eAdminPassword,
    // Every spec submits from the same address; the production limit would cut the suite short.
    SUBMIT_RATE_LIMIT: '1000',
    SUBMIT_GLOBAL_RATE_LIMIT: '1000',
    FUNNEL_RATE_LIMIT: '10000',
  };
  // Embedded mode and the built-in writer, whatever the developer's shell exports.
  const { DATABASE_URL: _db, REDIS_URL: _redis, OPENAI_API_KEY: _key, ...baseEnv } = process.env;

  execFileSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    // Vitest sets NODE_ENV=test, which would give a development build of React: test what ships.
    env: { ...baseEnv, NODE_ENV: 'production', ADMIN_PATH_SECRET: e2eAdminPathSecret },
    stdio: 'inherit',
  });

  const port = await freePort();
  const workDir = mkdtempSync(path.join(tmpdir(), 'dx-e2e-'));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  // Others may rebuild frontend/dist while the suite runs; the server gets its own copy.
  const staticDir = path.join(workDir, 'dist');
  cpSync(path.join(repoRoot, 'frontend/dist'), staticDir, { recursive: true });
  const server = spawn('npx', ['tsx', 'api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...baseEnv,
      ...adminEnv,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Own process group, so teardown stops npx and the tsx/node processes under it together.
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('staticDir', staticDir);
  return stop;
}
