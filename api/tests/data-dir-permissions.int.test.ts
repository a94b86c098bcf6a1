import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSubmitRequest, startServiceProcess } from '@app/shared/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dx-data-modes-'));
  // The test's own folder lets everyone in, as /tmp does: only DATA_DIR's own modes protect it.
  await chmod(root, 0o755);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Mode bits of DATA_DIR and of every folder and file under it, by relative path. */
async function modesUnder(folder: string): Promise<Map<string, number>> {
  const modes = new Map<string, number>([['.', (await stat(folder)).mode & 0o777]]);
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    modes.set(path.relative(folder, full), (await stat(full)).mode & 0o777);
  }
  return modes;
}

function expectPrivate(modes: Map<string, number>) {
  const open = [...modes]
    .filter(([, mode]) => mode & 0o077)
    .map(([file, mode]) => `${file} ${mode.toString(8)}`);
  expect(open).toEqual([]);
  for (const [file, mode] of modes) expect([0o700, 0o600], file).toContain(mode);
}

/** The embedded server as its own process (its own umask) on `dataDir`; one submit makes PGlite write. */
async function runEmbeddedServer(dataDir: string, during: () => Promise<void>) {
  const api = await startServiceProcess({
    entry: 'api/src/main.ts',
    env: { DATA_DIR: dataDir, PORT: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'info' },
    ready: /"msg":"api listening"/,
    timeoutMs: 60_000,
  });
  try {
    const url = /"url":"([^"]+)"/.exec(api.output())![1]!;
    const submitted = await fetch(`${url}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buildSubmitRequest()),
    });
    expect(submitted.status).toBe(200);
    await during();
    expect(await api.stop()).toBe(0);
  } finally {
    await api.kill();
  }
}

describe('embedded DATA_DIR', () => {
  test('when the embedded server starts on a fresh folder, then the folder and everything in it are readable by the owner only', async () => {
    const dataDir = path.join(root, 'fresh', 'data');

    let whileRunning = new Map<string, number>();
    await runEmbeddedServer(dataDir, async () => {
      whileRunning = await modesUnder(dataDir);
    });
    const afterStop = await modesUnder(dataDir);

    expect(whileRunning.get('.')).toBe(0o700);
    expect(whileRunning.get('jwt-secret')).toBe(0o600);
    expect([...whileRunning.keys()].filter((file) => file.startsWith('pgdata')).length).toBeGreaterThan(100);
    expectPrivate(whileRunning);
    expectPrivate(afterStop);
  });

  test('when an older version left the folder and its secrets open, then a start closes them', async () => {
    const dataDir = path.join(root, 'older');
    await mkdir(dataDir, { mode: 0o755 });
    await chmod(dataDir, 0o755);
    await writeFile(path.join(dataDir, 'jwt-secret'), `${'s'.repeat(64)}\n`, { mode: 0o644 });
    await writeFile(path.join(dataDir, 'admin-path-secret'), `${'a'.repeat(128)}\n`, { mode: 0o644 });
    await chmod(path.join(dataDir, 'jwt-secret'), 0o644);
    await chmod(path.join(dataDir, 'admin-path-secret'), 0o644);

    await runEmbeddedServer(dataDir, async () => {});

    const modes = await modesUnder(dataDir);
    expect(modes.get('admin-path-secret')).toBe(0o600);
    expectPrivate(modes);
  });
});
