import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where `--import tsx` resolves and npm scripts run. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServiceProcess {
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies at once, mid-job if it had one. */
  kill(): Promise<void>;
}

/**
 * Starts `entry` (a TypeScript file under the repo root) as its own Node process and resolves
 * once a line of its output matches `ready`.
 */
export async function startServiceProcess(options: {
  entry: string;
  env: Record<string, string>;
  ready: RegExp;
  args?: string[];
  timeoutMs?: number;
}): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry, ...(options.args ?? [])], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`${options.entry} not ready after ${options.timeoutMs ?? 30_000} ms:\n${output}`)),
      options.timeoutMs ?? 30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${options.entry} exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export type ApiProcess = ServiceProcess & { url: string };

/** The API's and the workers' shared COMPANY_KEY_SECRET in tests. */
const testCompanyKeySecret = 'test-company-key-secret-of-32-characters-00';

/** The API in distributed mode as its own process, with test defaults; `url` is where it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const api = await startServiceProcess({
    entry: 'api/src/main.ts',
    args: ['--distributed'],
    env: {
      PORT: '0',
      STATIC_DIR: '/nonexistent',
      JWT_SECRET: 'test-secret-of-at-least-32-characters-0000',
      COMPANY_KEY_SECRET: testCompanyKeySecret,
      // Tests submit many diagnoses from one address.
      SUBMIT_RATE_LIMIT: '100000',
      SUBMIT_GLOBAL_RATE_LIMIT: '100000',
      ...env,
    },
    ready: /"msg":"api listening"/,
  });
  return Object.assign(api, { url: /"url":"([^"]+)"/.exec(api.output())![1]! });
}

/** A report worker as its own process, resolved once it takes jobs. */
export function startWorkerProcess(env: Record<string, string>): Promise<ServiceProcess> {
  return startServiceProcess({
    entry: 'worker/src/main.ts',
    env: { COMPANY_KEY_SECRET: testCompanyKeySecret, ...env },
    ready: /worker ready/,
  });
}
