import {
  deliverMessageJobName,
  deliverMessageJobSchema,
  deliveryQueueName,
  type DeliverMessageJob,
} from '../contract/jobs';
import { DeliveryFailure } from '../delivery/delivery-failure';
import {
  createDeliveryProcessor,
  isPermanentDeliveryError,
  type DeliveryOutcome,
  type DeliveryProcessorDeps,
} from '../delivery/delivery-processor';
import type { DeliveryQueue } from '../delivery/delivery-queue';
import { PermanentJobError } from '../report/permanent-job-error';
import type { JobDefinition, JobSpec } from './job-definition';
import type { JobQueue } from './job-runner';

/** Deliveries one process sends at once: each is a short SMTP or HTTP exchange. */
export const deliveryConcurrency = 5;

/** The delivery job's queue and policy (DELIVERY_ATTEMPTS, DELIVERY_BACKOFF_MS); given-up jobs kept a week. */
export function deliveryJobSpec(attempts: number, backoffMs: number): JobSpec<DeliverMessageJob> {
  return {
    queue: deliveryQueueName,
    name: deliverMessageJobName,
    schema: deliverMessageJobSchema,
    attempts,
    backoffMs,
    keep: { completed: { age: 24 * 3600, count: 10_000 }, failed: { age: 7 * 24 * 3600, count: 10_000 } },
  };
}

/**
 * The delivery job (DESIGN §7b): send one outbox message. The processor records each attempt on
 * the message (and its metrics); after the last attempt the message is given up.
 */
export function createDeliveryJob(
  deps: DeliveryProcessorDeps & { spec: JobSpec<DeliverMessageJob> },
): JobDefinition<DeliverMessageJob, DeliveryOutcome> {
  const processDelivery = createDeliveryProcessor(deps);
  return {
    spec: deps.spec,
    concurrency: deliveryConcurrency,
    label: 'delivery',
    logFields: ({ messageId }) => ({ messageId }),
    process: processDelivery,
    succeeded: (outcome) => ({ message: `delivery ${outcome.status}`, fields: { kind: outcome.kind } }),
    isPermanent: isPermanentDeliveryError,
    // A DeliveryFailure's message is generic; anything else may quote an address or a server's reply.
    failureReason: (error) =>
      error instanceof DeliveryFailure || error instanceof PermanentJobError
        ? error.message
        : 'internal_error',
    // Recorded by the processor already unless the attempt ended before it (a stalled job): idempotent.
    onFinalFailure: ({ messageId }, reason) => deps.outbox.recordFailure(messageId, reason, true),
  };
}

/** The outbox's view of the delivery queue: one job per message, the message id as job id. */
export function deliveryQueueOn(queue: JobQueue<DeliverMessageJob>): DeliveryQueue {
  return {
    async enqueue(messageIds) {
      // A message resent by an operator runs again although its finished job is still kept.
      await Promise.all(
        messageIds.map((messageId) => queue.add({ messageId }, { jobId: messageId, replaceFinished: true })),
      );
    },
  };
}
