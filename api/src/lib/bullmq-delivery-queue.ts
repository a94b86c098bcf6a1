// TODO(jobs): rename to delivery-requeue.ts once app.ts and routes/admin-deliveries.ts (edited
// elsewhere) can take the new import; the queue itself is the job runner's (shared/jobs).

/** Where the API queues the deliveries an operator resends: the workers' queue, or this process. */
export interface DeliveryRequeue {
  /** Queues messages already pending again; rejects when the queue is unreachable. */
  requeue(messageIds: readonly string[]): Promise<void>;
}
