import type { Logger } from '@app/shared/logging';

/** Where the API queues the deliveries an operator resends: the workers' queue, or this process. */
export interface DeliveryRequeue {
  /** Queues messages already pending again; rejects when the queue is unreachable. */
  requeue(messageIds: readonly string[]): Promise<void>;
}

/**
 * Queues messages the request has just committed as pending (a resend, a lead's webhooks). It
 * never rejects: a message it could not queue (Redis away, no runner yet) stays pending and the
 * delivery sweep queues it, so the operator's change stands either way.
 */
export async function queuePendingDeliveries(
  deps: { deliveries?: DeliveryRequeue; logger: Pick<Logger, 'warn'> },
  messageIds: readonly string[],
): Promise<void> {
  if (messageIds.length === 0 || !deps.deliveries) return;
  try {
    await deps.deliveries.requeue(messageIds);
  } catch (error) {
    deps.logger.warn({ err: error, messageIds }, 'deliveries not queued yet; the sweep will queue them');
  }
}
