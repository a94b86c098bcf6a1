import { spawn } from 'node:child_process';
import { repoRoot, testRedisUrl, uniqueQueuePrefix, useTestDatabase } from '@app/shared/testing';
import { describe, expect, test } from 'vitest';

// The README tells operators to run `npm run start:api` and `npm run start:worker`: a SIGTERM to that
// npm process must reach Node, which drains and exits, instead of leaving Node orphaned and serving.
const database = useTestDatabase();

/** Whether a process with this id still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('start scripts', () => {
  test.each([
    ['start:worker', /worker ready/],
    ['start:api', /"msg":"api listening"/],
  ])(
    'when `npm run %s` gets SIGTERM, then Node shuts down cleanly and nothing is left running',
    async (script, ready) => {
      const child = spawn('npm', ['run', '--silent', script], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DATABASE_URL: database.url,
          REDIS_URL: testRedisUrl,
          QUEUE_PREFIX: uniqueQueuePrefix(),
          PORT: '0',
          STATIC_DIR: '/nonexistent',
          JWT_SECRET: 'test-secret-of-at-least-32-characters-0000',
          COMPANY_KEY_SECRET: 'test-company-key-secret-of-32-characters-00',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      try {
        await waitFor(() => ready.test(output), `${script} to be ready:\n${output}`);
        // pino writes the Node process's own id on every line.
        const nodePid = Number(/"pid":(\d+)/.exec(output)![1]);

        child.kill('SIGTERM');
        const code = await exited;
        await waitFor(() => !alive(nodePid), 'Node to exit', 15_000);

        expect(code).toBe(0);
        expect(output).toMatch(/"signal":"SIGTERM".*"msg":"shutting down"/);
        expect(alive(nodePid)).toBe(false);
      } finally {
        const pid = /"pid":(\d+)/.exec(output)?.[1];
        if (pid && alive(Number(pid))) process.kill(Number(pid), 'SIGKILL');
        child.kill('SIGKILL');
      }
    },
  );
});
