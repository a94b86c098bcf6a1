import type { Registry } from 'prom-client';
import type { Database } from '../db/database';
import { createOutboxStore } from '../db/repositories/outbox-store';
import { createReportLinkStore } from '../db/repositories/report-link-store';
import type { SubmissionStore } from '../db/repositories/submission-store';
import { createDeliveryHealthMonitor } from '../delivery/delivery-health';
import { planOutbox, type DeliveryConfig } from '../delivery/delivery-config';
import { createDeliveryDispatcher, startDeliverySweep } from '../delivery/delivery-queue';
import { createSmtpMailer } from '../delivery/mailer';
import { createVisitorEmailAllowance } from '../delivery/visitor-email-allowance';
import { createWebhookSender } from '../delivery/webhook-sender';
import type { Logger } from '../logging/create-logger';
import { createDeliveryMetrics } from '../metrics/delivery-metrics';
import type { ReportMetrics } from '../metrics/report-metrics';
import type { ReportComposer } from '../report/compose-report';
import { createDeliveryJob, deliveryJobSpec, deliveryQueueOn } from './delivery-job';
import type { JobRunner } from './job-runner';
import { createReportJob } from './report-job';

export interface ReportJobsOptions {
  runner: JobRunner;
  db: Database;
  store: SubmissionStore;
  composeReport: ReportComposer;
  deliveryConfig: DeliveryConfig;
  reportConcurrency: number;
  reportMetrics: ReportMetrics;
  /** Where the delivery metrics are registered. */
  registry: Registry;
  logger: Logger;
  deliveries: {
    attempts: number;
    backoffMs: number;
    sweepIntervalMs: number;
    /** A message pending and untouched this long has lost its job. */
    sweepOlderThanMs: number;
    /** Prefix of the per-address e-mail counters (in Redis when the runner has it). */
    keyPrefix: string;
    /** Key of those counters' mailbox hashes: the company keys' secret (COMPANY_KEY_SECRET). */
    keySecret: string;
  };
}

/**
 * Runs the report job and the delivery job on a runner, and sweeps up messages whose job was lost:
 * the workers' whole work, and the embedded process's. `close()` stops the sweep and the runner.
 */
export async function startReportJobs(options: ReportJobsOptions): Promise<{ close(): Promise<void> }> {
  const { runner, db, deliveryConfig: config, logger } = options;
  const outbox = createOutboxStore(db);
  const mailer = config.smtp
    ? createSmtpMailer({ url: config.smtp.url, from: config.smtp.from, timeoutMs: config.timeoutMs })
    : undefined;
  const deliveryMetrics = createDeliveryMetrics(
    options.registry,
    createDeliveryHealthMonitor({ outbox, logger }),
  );
  const spec = deliveryJobSpec(options.deliveries.attempts, options.deliveries.backoffMs);
  const deliveryQueue = deliveryQueueOn(runner.queue(spec));

  await runner.work(
    createDeliveryJob({
      spec,
      outbox,
      submissions: options.store,
      reportLinks: createReportLinkStore(db),
      config,
      // Counted in Redis when there is one, so that every worker keeps one cap per address.
      visitorEmails: createVisitorEmailAllowance({
        redis: runner.redis,
        keyPrefix: options.deliveries.keyPrefix,
        secret: options.deliveries.keySecret,
      }),
      mailer,
      webhooks: config.webhooks
        ? createWebhookSender({ secret: config.webhooks.secret, timeoutMs: config.timeoutMs })
        : undefined,
      onAttempt: deliveryMetrics.recordAttempt,
    }),
  );
  await runner.work(
    createReportJob({
      store: options.store,
      composeReport: options.composeReport,
      outbox: planOutbox(config),
      dispatchDeliveries: createDeliveryDispatcher({ outbox, queue: deliveryQueue, logger }),
      metrics: options.reportMetrics,
      concurrency: options.reportConcurrency,
    }),
  );
  const sweep = startDeliverySweep({
    outbox,
    queue: deliveryQueue,
    logger,
    intervalMs: options.deliveries.sweepIntervalMs,
    olderThanMs: options.deliveries.sweepOlderThanMs,
  });

  return {
    async close() {
      await sweep.stop();
      // The runner lets running attempts finish; a report's last deliveries may still need the mailer.
      await runner.close();
      mailer?.close();
    },
  };
}
