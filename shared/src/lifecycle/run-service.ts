import { ConfigError } from '../config/parse-env';
import type { Logger } from '../logging/create-logger';

/** A started process (API or worker) that knows how to stop cleanly. */
export interface RunningService {
  logger: Logger;
  close(): Promise<void>;
}

/**
 * Runs a process's `start` and keeps it until SIGTERM/SIGINT, then closes it and exits. A start
 * failure prints its reason (a ConfigError lists every bad variable) and exits 1. An error that
 * nobody handled leaves the process in an unknown state: it is logged, the process stops cleanly
 * with code 1, and the supervisor (docker compose, systemd) starts a fresh one.
 */
export function runService(start: () => Promise<RunningService>): void {
  start()
    .then(({ logger, close }) => {
      const shutdown = async (signal: NodeJS.Signals) => {
        logger.info({ signal }, 'shutting down');
        await close();
        process.exit(process.exitCode ?? 0);
      };
      for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));
      for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
        process.once(event, (error) => {
          logger.fatal({ err: error }, event);
          process.exitCode = 1;
          void shutdown('SIGTERM');
        });
      }
    })
    .catch((error: unknown) => {
      const reason = error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error);
      process.stderr.write(`${reason}\n`);
      process.exit(1);
    });
}
