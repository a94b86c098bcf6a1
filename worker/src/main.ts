import { runService } from '@app/shared/lifecycle';
import { createLogger } from '@app/shared/logging';
import { loadWorkerEnv } from './config/env';
import { startReportWorker } from './report-worker';

runService(async () => {
  const env = loadWorkerEnv(process.env);
  const logger = createLogger({ name: 'worker', level: env.LOG_LEVEL });
  const worker = await startReportWorker(env, logger);
  logger.info({ concurrency: env.WORKER_CONCURRENCY, metricsPort: worker.metricsPort }, 'worker ready');
  // Closing waits for the active jobs to finish.
  return { logger, close: () => worker.close() };
});
