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
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutdown(signal));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
