import {
  createAdminAuditLog,
  createContactRetentionStore,
  createSubmissionStore,
  openDatabase,
  startAuditLogRetentionSweep,
  startContactRetentionSweep,
} from '@app/shared/db';
import { deliveryConfigFromEnv, warnOnUnsetProvider } from '@app/shared/delivery';
import { deliveryConcurrency, startJobRunner, startReportJobs } from '@app/shared/jobs';
import type { Logger } from '@app/shared/logging';
import { createReportMetrics, createRetentionMetrics } from '@app/shared/metrics';
import { createReportComposer, openAiOptionsFromEnv, providerFromEnv } from '@app/shared/report';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { WorkerEnv } from './config/env';
import { startMetricsServer, type MetricsServer } from './metrics-server';

export interface RunningWorker {
  /** Port of /metrics, /healthz and /readyz, when WORKER_METRICS_PORT is set. */
  metricsPort?: number;
  /** Stops taking jobs, waits for the active ones to finish, closes connections. */
  close(): Promise<void>;
}

/**
 * A worker process: runs the report job and the delivery job (DESIGN §2, §7b) on BullMQ, and
 * erases expired contact data.
 */
export async function startReportWorker(env: WorkerEnv, logger: Logger): Promise<RunningWorker> {
  warnOnUnsetProvider(env, logger);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    poolSize: env.WORKER_CONCURRENCY + deliveryConcurrency + 2,
  });
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const retentionMetrics = createRetentionMetrics(registry);
  const runner = await startJobRunner(
    { mode: 'distributed', redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX, lockMs: env.WORKER_LOCK_MS },
    logger,
  );
  const jobs = await startReportJobs({
    runner,
    db: database.db,
    store: createSubmissionStore(database.db),
    composeReport: createReportComposer({
      db: database.db,
      openai: openAiOptionsFromEnv(env),
      provider: providerFromEnv(env),
      logger,
    }),
    deliveryConfig: deliveryConfigFromEnv(env, {
      // Only e-mails use it, and SMTP_URL requires PUBLIC_URL (config/env.ts).
      publicUrl: env.PUBLIC_URL ?? 'http://localhost:3000',
      adminPathSecret: env.ADMIN_PATH_SECRET,
    }),
    reportConcurrency: env.WORKER_CONCURRENCY,
    reportMetrics: createReportMetrics(registry),
    registry,
    logger,
    deliveries: {
      attempts: env.DELIVERY_ATTEMPTS,
      backoffMs: env.DELIVERY_BACKOFF_MS,
      sweepIntervalMs: env.DELIVERY_SWEEP_INTERVAL_MS,
      // Other workers may hold a message's job: only one untouched for a whole interval is lost.
      sweepOlderThanMs: env.DELIVERY_SWEEP_INTERVAL_MS,
      keyPrefix: env.QUEUE_PREFIX,
      keySecret: env.COMPANY_KEY_SECRET,
    },
  });
  const metricsServer: MetricsServer | undefined =
    env.WORKER_METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer({
          port: env.WORKER_METRICS_PORT,
          host: env.WORKER_METRICS_HOST,
          registry,
          isLive: runner.isRunning,
          readiness: { redis: runner.ping, database: database.ping },
        });

  const retention = startContactRetentionSweep({
    store: createContactRetentionStore(database.db),
    logger,
    months: env.CONTACT_RETENTION_MONTHS,
    holdStatuses: env.CONTACT_RETENTION_HOLD_STATUSES,
    onErased: (count) => retentionMetrics.recordErased(count),
  });
  const auditRetention = startAuditLogRetentionSweep({
    store: createAdminAuditLog(database.db),
    logger,
    days: env.AUDIT_LOG_RETENTION_DAYS,
  });

  return {
    metricsPort: metricsServer?.port,
    async close() {
      await retention.stop();
      await auditRetention.stop();
      await jobs.close();
      await metricsServer?.close();
      await database.close();
    },
  };
}
