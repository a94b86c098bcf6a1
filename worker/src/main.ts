import { ConfigError } from '@app/shared/config';
import { createLogger } from '@app/shared/logging';
import { loadWorkerEnv } from './config/env';
import { startReportWorker } from './report-worker';

async function main(): Promise<void> {
  const env = loadWorkerEnv(process.env);
  const logger = createLogger({ name: 'worker', level: env.LOG_LEVEL });
  const worker = await startReportWorker(env, logger);
  logger.info({ concurrency: env.WORKER_CONCURRENCY, metricsPort: worker.metricsPort }, 'worker ready');

  const shutdown = async (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down: finishing active jobs');
    await worker.close();
    process.exit(process.exitCode ?? 0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));
  // An error nobody handled leaves the process in an unknown state: log it, stop cleanly, and let
  // the supervisor (docker compose, systemd) start a fresh process.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.once(event, (error) => {
      logger.fatal({ err: error }, event);
      process.exitCode = 1;
      void shutdown('SIGTERM');
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
