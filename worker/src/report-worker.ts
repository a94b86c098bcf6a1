import { reportJobAttempts, reportQueueName, type GenerateReportJob } from '@app/shared/contract';
import {
  createContactRetentionStore,
  createSubmissionStore,
  openDatabase,
  startContactRetentionSweep,
} from '@app/shared/db';
import { deliveryConfigFromEnv, planOutbox, warnOnUnsetProvider } from '@app/shared/delivery';
import type { Logger } from '@app/shared/logging';
import {
  createReportComposer,
  createReportProcessor,
  openAiOptionsFromEnv,
  providerFromEnv,
  PermanentJobError,
  reportJobFailureReason,
} from '@app/shared/report';
import { createReportMetrics } from '@app/shared/metrics';
import { UnrecoverableError, Worker } from 'bullmq';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { WorkerEnv } from './config/env';
import { deliveryConcurrency, startDeliveryWorker } from './delivery-worker';
import { startMetricsServer, type MetricsServer } from './metrics-server';

export interface RunningWorker {
  /** Port of /metrics, /healthz and /readyz, when WORKER_METRICS_PORT is set. */
  metricsPort?: number;
  /** Stops taking jobs, waits for the active ones to finish, closes connections. */
  close(): Promise<void>;
}

/**
 * Starts a BullMQ worker that writes reports for queued submissions, and the delivery worker that
 * sends the e-mails and webhooks each report brings (DESIGN §7b).
 */
export async function startReportWorker(env: WorkerEnv, logger: Logger): Promise<RunningWorker> {
  warnOnUnsetProvider(env, logger);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    poolSize: env.WORKER_CONCURRENCY + deliveryConcurrency + 2,
  });
  const store = createSubmissionStore(database.db);
  const composeReport = createReportComposer({
    db: database.db,
    openai: openAiOptionsFromEnv(env),
    provider: providerFromEnv(env),
    logger,
  });
  const deliveryConfig = deliveryConfigFromEnv(env, {
    // Only e-mails use it, and SMTP_URL requires PUBLIC_URL (config/env.ts).
    publicUrl: env.PUBLIC_URL ?? 'http://localhost:3000',
    adminPathSecret: env.ADMIN_PATH_SECRET,
  });
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metrics = createReportMetrics(registry);
  const deliveries = await startDeliveryWorker({
    db: database.db,
    config: deliveryConfig,
    logger,
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX,
    attempts: env.DELIVERY_ATTEMPTS,
    backoffMs: env.DELIVERY_BACKOFF_MS,
    sweepIntervalMs: env.DELIVERY_SWEEP_INTERVAL_MS,
    lockMs: env.WORKER_LOCK_MS,
    registry,
  });
  const processReport = createReportProcessor({
    store,
    composeReport,
    outbox: planOutbox(deliveryConfig),
    dispatchDeliveries: deliveries.dispatch,
  });

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
        // The job record (Redis, Bull Board) keeps a generic reason only: the error may quote the
        // report or the contact data being stored, so it goes to the redacting log alone.
        const reason = reportJobFailureReason(error);
        log.warn({ err: error, reason, attempt: job.attemptsMade + 1 }, 'report attempt error');
        const permanent = error instanceof PermanentJobError;
        // On the last attempt the submission is failed before the job is: a visitor's held request
        // hears of the failure from the queue and must then find the stored reason.
        if (permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? reportJobAttempts)) {
          await store.markFailed(job.data.submissionId, reason).catch(() => {});
        }
        // BullMQ skips the remaining attempts only for its own error class.
        if (permanent) throw new UnrecoverableError(reason);
        throw new Error(reason);
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
    logger.warn(
      { jobId: job.id, attempt: job.attemptsMade, final, reason: error.message },
      'report attempt failed',
    );
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
          host: env.WORKER_METRICS_HOST,
          registry,
          isLive: () => worker.isRunning() && deliveries.isRunning(),
          readiness: {
            redis: async () => {
              // BullMQ's client is an ioredis connection; its interface type leaves ping out.
              const client = (await worker.client) as unknown as { ping(): Promise<unknown> };
              await client.ping();
            },
            database: database.ping,
          },
        });

  const retention = startContactRetentionSweep({
    store: createContactRetentionStore(database.db),
    logger,
    months: env.CONTACT_RETENTION_MONTHS,
    holdStatuses: env.CONTACT_RETENTION_HOLD_STATUSES,
  });

  return {
    metricsPort: metricsServer?.port,
    async close() {
      await retention.stop();
      await worker.close();
      // After the report worker: its last jobs may still dispatch deliveries.
      await deliveries.close();
      await metricsServer?.close();
      await database.close();
    },
  };
}
