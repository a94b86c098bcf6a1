import { deliveryJobOptions, deliveryQueueName, type DeliverMessageJob } from '@app/shared/contract';
import { addDeliveryJobs } from '@app/shared/delivery';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { redisCommandTimeoutMs } from './bullmq-report-queue';

/** Where the API queues the deliveries an operator resends. */
export interface DeliveryRequeue {
  /** Queues messages already pending again; rejects when the queue is unreachable. */
  requeue(messageIds: readonly string[]): Promise<void>;
}

/**
 * The API's side of the `deliveries` queue (distributed mode): the workers send, the API only adds
 * the jobs of resent messages and shows the queue in Bull Board. Adding fails fast while Redis is
 * away; the message then stays pending for the workers' sweep.
 */
export async function createBullmqDeliveryQueue(options: {
  redisUrl: string;
  prefix?: string;
  /** DELIVERY_ATTEMPTS and DELIVERY_BACKOFF_MS, as the workers read them. */
  attempts: number;
  backoffMs: number;
}): Promise<DeliveryRequeue & { bullQueue: Queue; close(): Promise<void> }> {
  const connection = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: redisCommandTimeoutMs,
  });
  // Reconnection is automatic; failed commands surface at the call site.
  connection.on('error', () => {});
  const queue = new Queue<DeliverMessageJob>(deliveryQueueName, {
    connection,
    prefix: options.prefix,
    defaultJobOptions: deliveryJobOptions(options.attempts, options.backoffMs),
  });
  queue.on('error', () => {});
  await queue.waitUntilReady();
  return {
    bullQueue: queue,
    async requeue(messageIds) {
      await addDeliveryJobs(queue, messageIds);
    },
    async close() {
      await queue.close();
      connection.disconnect();
    },
  };
}
