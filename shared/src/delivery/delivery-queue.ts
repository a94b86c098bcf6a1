import type { OutboxStore } from '../db/repositories/outbox-store';

/** Where delivery jobs go: BullMQ on Redis (distributed) or this process (embedded). */
export interface DeliveryQueue {
  /**
   * Queues one job per outbox message; a message whose job is still queued, running or waiting
   * for its next attempt is not queued twice (the job id is the message id).
   */
  enqueue(messageIds: readonly string[]): Promise<void>;
}

/** What the dispatcher and the sweep log: ids and counts only. */
export interface DeliveryLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

/**
 * Queues the pending messages of a submission right after its report was stored. It never
 * rejects: a message it could not queue stays pending and the sweep queues it later.
 */
export function createDeliveryDispatcher(deps: {
  outbox: Pick<OutboxStore, 'pendingIdsOf'>;
  queue: DeliveryQueue;
  logger: DeliveryLogger;
}): (submissionId: string) => Promise<void> {
  return async (submissionId) => {
    try {
      const ids = await deps.outbox.pendingIdsOf(submissionId);
      if (ids.length > 0) await deps.queue.enqueue(ids);
    } catch (error) {
      deps.logger.warn({ err: error, submissionId }, 'deliveries not queued yet; the sweep will queue them');
    }
  };
}

export interface DeliverySweepDeps {
  outbox: Pick<OutboxStore, 'findStalePending'>;
  queue: DeliveryQueue;
  logger: DeliveryLogger;
  /** A message pending and untouched for this long has lost its job (or is waiting for a retry). */
  olderThanMs: number;
}

/**
 * Queues again the messages left pending: the process died between the commit of the report
 * and the enqueue, Redis lost the job, or the embedded process stopped during a retry wait.
 * Messages whose job still exists are not duplicated (same job id).
 */
export async function sweepPendingDeliveries(deps: DeliverySweepDeps): Promise<number> {
  const ids = await deps.outbox.findStalePending(new Date(Date.now() - deps.olderThanMs), 500);
  if (ids.length > 0) {
    await deps.queue.enqueue(ids);
    deps.logger.info({ messages: ids.length }, 'queued pending deliveries again');
  }
  return ids.length;
}

/** Runs the sweep at start and then every `intervalMs`; `stop()` resolves once a running sweep ended. */
export function startDeliverySweep(deps: DeliverySweepDeps & { intervalMs: number }): {
  stop(): Promise<void>;
} {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = sweepPendingDeliveries(deps).then(
      () => undefined,
      (error: unknown) =>
        deps.logger.warn({ err: error }, 'sweeping pending deliveries failed; will try again'),
    );
  };
  run();
  const timer = setInterval(run, deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
