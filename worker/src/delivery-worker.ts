import { deliveryJobOptions, deliveryQueueName, type DeliverMessageJob } from '@app/shared/contract';
import {
  createOutboxStore,
  createReportLinkStore,
  createSubmissionStore,
  type Database,
} from '@app/shared/db';
import {
  addDeliveryJobs,
  createDeliveryDispatcher,
  createDeliveryHealthMonitor,
  createDeliveryProcessor,
  createSmtpMailer,
  createVisitorEmailAllowance,
  createWebhookSender,
  isPermanentDeliveryError,
  startDeliverySweep,
  type DeliveryConfig,
  type DeliveryQueue,
} from '@app/shared/delivery';
import type { Logger } from '@app/shared/logging';
import { createDeliveryMetrics } from '@app/shared/metrics';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Registry } from 'prom-client';

/** Deliveries one worker process sends at once: each is a short SMTP or HTTP exchange. */
export const deliveryConcurrency = 5;

export interface DeliveryWorkerOptions {
  db: Database;
  config: DeliveryConfig;
  logger: Logger;
  redisUrl: string;
  prefix: string;
  attempts: number;
  backoffMs: number;
  sweepIntervalMs: number;
  /** Lock of an active delivery job; a dead worker's job runs again once it lapses. */
  lockMs: number;
  /** The worker's Prometheus registry, for the delivery metrics. */
  registry: Registry;
}

export interface RunningDeliveryWorker {
  /** Queues a submission's pending messages (after its report was stored); never rejects. */
  dispatch(submissionId: string): Promise<void>;
  /** Is the BullMQ worker taking jobs? */
  isRunning(): boolean;
  /** Stops the sweep and the worker (active deliveries finish), closes the connections. */
  close(): Promise<void>;
}

/**
 * The `deliveries` queue in a worker process: the producer the report job dispatches to, the
 * BullMQ worker sending each outbox message, and the sweep for messages whose job was lost.
 */
export async function startDeliveryWorker(options: DeliveryWorkerOptions): Promise<RunningDeliveryWorker> {
  const { config, logger } = options;
  const outbox = createOutboxStore(options.db);
  const mailer = config.smtp
    ? createSmtpMailer({ url: config.smtp.url, from: config.smtp.from, timeoutMs: config.timeoutMs })
    : undefined;
  // The producer fails fast while Redis is away: the message stays pending for the sweep.
  const connection = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  connection.on('error', () => {});
  const metrics = createDeliveryMetrics(options.registry, createDeliveryHealthMonitor({ outbox, logger }));
  const processDelivery = createDeliveryProcessor({
    outbox,
    submissions: createSubmissionStore(options.db),
    reportLinks: createReportLinkStore(options.db),
    config,
    // Counted in Redis, so that every worker keeps one cap per recipient address.
    visitorEmails: createVisitorEmailAllowance({ redis: connection, keyPrefix: options.prefix }),
    mailer,
    webhooks: config.webhooks
      ? createWebhookSender({ secret: config.webhooks.secret, timeoutMs: config.timeoutMs })
      : undefined,
    onAttempt: metrics.recordAttempt,
  });

  const producer = new Queue<DeliverMessageJob>(deliveryQueueName, {
    connection,
    prefix: options.prefix,
    defaultJobOptions: deliveryJobOptions(options.attempts, options.backoffMs),
  });
  producer.on('error', () => {});
  const queue: DeliveryQueue = {
    async enqueue(messageIds) {
      // The sweep may find a message an operator resent while its old job is still kept.
      await addDeliveryJobs(producer, messageIds);
    },
    async close() {
      await producer.close();
      connection.disconnect();
    },
  };

  const worker = new Worker<DeliverMessageJob>(
    deliveryQueueName,
    async (job) => {
      const attempt = { number: job.attemptsMade + 1, max: job.opts.attempts ?? options.attempts };
      try {
        const outcome = await processDelivery(job.data, attempt);
        logger.info(
          { jobId: job.id, kind: outcome.kind, attempt: attempt.number },
          `delivery ${outcome.status}`,
        );
      } catch (error) {
        // BullMQ skips the remaining attempts only for its own error class.
        if (isPermanentDeliveryError(error)) throw new UnrecoverableError((error as Error).message);
        throw error;
      }
    },
    {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null },
      prefix: options.prefix,
      concurrency: deliveryConcurrency,
      lockDuration: options.lockMs,
      stalledInterval: options.lockMs,
    },
  );
  worker.on('failed', (job, error) => {
    if (!job) return;
    const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    // The reason is generic (DeliveryFailure): no address or server reply reaches the log.
    logger.warn(
      { jobId: job.id, attempt: job.attemptsMade, final, reason: error.message },
      'delivery failed',
    );
  });
  worker.on('error', (error) => logger.error({ err: error }, 'delivery worker error'));
  await Promise.all([producer.waitUntilReady(), worker.waitUntilReady()]);

  const sweep = startDeliverySweep({
    outbox,
    queue,
    logger,
    intervalMs: options.sweepIntervalMs,
    olderThanMs: options.sweepIntervalMs,
  });

  return {
    dispatch: createDeliveryDispatcher({ outbox, queue, logger }),
    isRunning: () => worker.isRunning(),
    async close() {
      await sweep.stop();
      await worker.close();
      await queue.close();
      mailer?.close();
    },
  };
}
