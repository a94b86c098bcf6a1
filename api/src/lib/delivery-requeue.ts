/** Where the API queues the deliveries an operator resends: the workers' queue, or this process. */
export interface DeliveryRequeue {
  /** Queues messages already pending again; rejects when the queue is unreachable. */
  requeue(messageIds: readonly string[]): Promise<void>;
}
