import { reportJobAttempts, reportQueueName, type GenerateReportJob } from '@app/shared/contract';
import { createSubmissionStore, openDatabase } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import {
  createReportComposer,
  createReportProcessor,
  openAiOptionsFromEnv,
  providerFromEnv,
  PermanentJobError,
} from '@app/shared/report';
import { createReportMetrics } from '@app/shared/metrics';
import { UnrecoverableError, Worker } from 'bullmq';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { WorkerEnv } from './config/env';
import { startMetricsServer, type MetricsServer } from './metrics-server';

export interface RunningWorker {
  /** Port of /metrics and /healthz, when WORKER_METRICS_PORT is set. */
  metricsPort?: number;
  /** Stops taking jobs, waits for the active ones to finish, closes connections. */
  close(): Promise<void>;
}

/** Starts a BullMQ worker that writes reports for queued submissions. */
export async function startReportWorker(env: WorkerEnv, logger: Logger): Promise<RunningWorker> {
  const database = await openDatabase({ url: env.DATABASE_URL, poolSize: env.WORKER_CONCURRENCY + 2 });
  const store = createSubmissionStore(database.db);
  const composeReport = createReportComposer({
    db: database.db,
    openai: openAiOptionsFromEnv(env),
    provider: providerFromEnv(env),
    logger,
  });
  const processReport = createReportProcessor({ store, composeReport });
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = createReportMetrics(registry);

  const worker = new Worker<GenerateReportJob>(
    reportQueueName,
    async (job) => {
      const log = logger.child({
        jobId: job.id,
        submissionId: job.data.submissionId,
        requestId: job.data.requestId,
      });
      const startedAt = performance.now();
      try {
        const report = await processReport(job.data);
        if (report) metrics.recordReport(report);
        log.info(
          { ms: Math.round(performance.now() - startedAt), attempt: job.attemptsMade + 1 },
          'report written',
        );
      } catch (error) {
        // BullMQ skips the remaining attempts only for its own error class.
        if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    {
      connection: { url: env.REDIS_URL, maxRetriesPerRequest: null },
      prefix: env.QUEUE_PREFIX,
      concurrency: env.WORKER_CONCURRENCY,
      lockDuration: env.WORKER_LOCK_MS,
      stalledInterval: env.WORKER_LOCK_MS,
    },
  );

  worker.on('failed', (job, error) => {
    if (!job) return;
    const final =
      error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? reportJobAttempts);
    logger.warn({ jobId: job.id, attempt: job.attemptsMade, final, err: error }, 'report attempt failed');
    metrics.recordFailure(final);
    // "failed" fires on every attempt; the submission is failed only once no attempt is left.
    if (final) void store.markFailed(job.data.submissionId, error.message).catch(() => {});
  });
  worker.on('error', (error) => logger.error({ err: error }, 'worker error'));
  await worker.waitUntilReady();
  const metricsServer: MetricsServer | undefined =
    env.WORKER_METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer({
          port: env.WORKER_METRICS_PORT,
          registry,
          isHealthy: () => worker.isRunning(),
        });

  return {
    metricsPort: metricsServer?.port,
    async close() {
      await worker.close();
      await metricsServer?.close();
      await database.close();
    },
  };
}
