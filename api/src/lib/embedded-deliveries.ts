import {
  createOutboxStore,
  createReportLinkStore,
  createSubmissionStore,
  type Database,
} from '@app/shared/db';
import {
  createDeliveryDispatcher,
  createDeliveryHealthMonitor,
  createDeliveryProcessor,
  createSmtpMailer,
  createVisitorEmailAllowance,
  createWebhookSender,
  deliveryConfigFromEnv,
  planOutbox,
  startDeliverySweep,
  type DeliveryEnv,
  type DeliveryQueue,
} from '@app/shared/delivery';
import type { OutboxDraft } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import { createDeliveryMetrics } from '@app/shared/metrics';
import type { Registry } from 'prom-client';
import { createInProcessDeliveryQueue } from './in-process-delivery-queue';

/** Messages sent at once by the embedded process. */
const embeddedDeliveryConcurrency = 5;

export interface EmbeddedDeliveries {
  /** The messages each completed report brings (written with the report). */
  outbox: OutboxDraft[];
  /** Queues a submission's pending messages; before start() they wait for its sweep. Never rejects. */
  dispatch(submissionId: string): Promise<void>;
  /** Queues messages an operator resent (already pending again); before start() the sweep sends them. */
  requeue(messageIds: readonly string[]): Promise<void>;
  /** Starts sending, once the server knows its own address (for the links in e-mails). */
  start(site: { url: string; adminPathSecret?: string }): void;
  /** Stops the sweep and the runner; messages not yet sent stay pending for the next start. */
  close(): Promise<void>;
}

/**
 * Embedded mode sends the outbox itself (DESIGN §7b) with the same processor as the workers, run
 * by the in-process runner instead of BullMQ.
 */
export function createEmbeddedDeliveries(options: {
  db: Database;
  env: DeliveryEnv & { PUBLIC_URL?: string };
  logger: Logger;
  /** The API's Prometheus registry, for the delivery metrics. */
  registry: Registry;
}): EmbeddedDeliveries {
  const { db, env, logger } = options;
  const outbox = createOutboxStore(db);
  const metrics = createDeliveryMetrics(options.registry, createDeliveryHealthMonitor({ outbox, logger }));
  // What to write does not depend on the address, so the plan is known before the server listens.
  const plan = planOutbox(deliveryConfigFromEnv(env, { publicUrl: 'http://localhost' }));
  let queue: DeliveryQueue | undefined;
  let dispatch: ((submissionId: string) => Promise<void>) | undefined;
  let stopSweep: (() => Promise<void>) | undefined;
  let closeMailer: (() => void) | undefined;

  return {
    outbox: plan,
    async dispatch(submissionId) {
      await dispatch?.(submissionId);
    },
    async requeue(messageIds) {
      await queue?.enqueue(messageIds);
    },
    start(site) {
      const config = deliveryConfigFromEnv(env, {
        publicUrl: env.PUBLIC_URL ?? site.url,
        adminPathSecret: site.adminPathSecret,
      });
      const mailer = config.smtp
        ? createSmtpMailer({ url: config.smtp.url, from: config.smtp.from, timeoutMs: config.timeoutMs })
        : undefined;
      closeMailer = () => mailer?.close();
      const processDelivery = createDeliveryProcessor({
        outbox,
        submissions: createSubmissionStore(db),
        reportLinks: createReportLinkStore(db),
        config,
        // This process is the only sender: the cap is counted in its memory.
        visitorEmails: createVisitorEmailAllowance({ keyPrefix: 'embedded' }),
        mailer,
        webhooks: config.webhooks
          ? createWebhookSender({ secret: config.webhooks.secret, timeoutMs: config.timeoutMs })
          : undefined,
        onAttempt: metrics.recordAttempt,
      });
      const runner = createInProcessDeliveryQueue({
        process: async (jobData, attempt) => {
          const outcome = await processDelivery(jobData, attempt);
          logger.info(
            { messageId: jobData.messageId, kind: outcome.kind, attempt: attempt.number },
            `delivery ${outcome.status}`,
          );
        },
        onAttemptFailed: (messageId, error, final) =>
          // The reason is generic (DeliveryFailure): no address or server reply reaches the log.
          logger.warn({ messageId, final, reason: (error as Error).message }, 'delivery failed'),
        concurrency: embeddedDeliveryConcurrency,
        attempts: env.DELIVERY_ATTEMPTS,
        backoffMs: env.DELIVERY_BACKOFF_MS,
      });
      queue = runner;
      dispatch = createDeliveryDispatcher({ outbox, queue: runner, logger });
      stopSweep = startDeliverySweep({
        outbox,
        queue: runner,
        logger,
        intervalMs: env.DELIVERY_SWEEP_INTERVAL_MS,
        // Nothing else runs this process's messages: any pending one at start was left by a
        // previous run, and later ones have their own in-memory run (joined, not duplicated).
        olderThanMs: 0,
      }).stop;
    },
    async close() {
      await stopSweep?.();
      await queue?.close();
      closeMailer?.();
    },
  };
}
