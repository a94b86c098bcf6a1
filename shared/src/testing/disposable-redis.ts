import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port that was free a moment ago. */
export async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface DisposableRedis {
  url: string;
  /** Stops the server (as an outage would); `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the server (SIGSTOP): connections stay open and nothing answers, as a hung Redis does. */
  pause(): void;
  /** Lets a paused server go on (SIGCONT). */
  resume(): void;
}

/**
 * A private redis-server of the machine's Redis binary on its own port, for tests that take
 * Redis away: the shared server on 6379 is never stopped.
 */
export async function startDisposableRedis(): Promise<DisposableRedis> {
  const port = await findFreePort();
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    const process = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = process;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      process.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      process.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    });
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    // A paused server must go on to die.
    running.kill('SIGCONT');
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  };
}
