import { deliveryHealthWindow } from '../contract/deliveries';
import type { OutboxStore } from '../db/repositories/outbox-store';
import type { OutboxKind } from '../db/schema';
import type { DeliveryLogger } from './delivery-queue';

/** Watches whether the last deliveries of each kind all failed (a relay refusing, a CRM gone). */
export interface DeliveryHealthMonitor {
  /**
   * Reads the failing kinds again and logs a change: a warning when a kind starts failing, an info
   * line when it delivers again. Calls are serialised, so a change is logged once per process.
   */
  refresh(): Promise<ReadonlySet<OutboxKind>>;
}

/** The health check of one process that sends deliveries (a worker, or the embedded API). */
export function createDeliveryHealthMonitor(deps: {
  outbox: Pick<OutboxStore, 'failingKinds'>;
  logger: DeliveryLogger;
  window?: number;
}): DeliveryHealthMonitor {
  const window = deps.window ?? deliveryHealthWindow;
  const failing = new Set<OutboxKind>();
  let previous: Promise<unknown> = Promise.resolve();
  let waiting: Promise<ReadonlySet<OutboxKind>> | undefined;

  async function check(): Promise<ReadonlySet<OutboxKind>> {
    const now = new Set(await deps.outbox.failingKinds(window));
    for (const kind of now) {
      if (failing.has(kind)) continue;
      failing.add(kind);
      deps.logger.warn({ kind, window }, `the last ${window} deliveries of this kind all failed`);
    }
    for (const kind of [...failing]) {
      if (now.has(kind)) continue;
      failing.delete(kind);
      deps.logger.info({ kind }, 'deliveries of this kind succeed again');
    }
    return now;
  }

  return {
    refresh() {
      // A call made while another waits to start joins it: that read still comes after the call.
      if (waiting) return waiting;
      const start = () => {
        waiting = undefined;
        return check();
      };
      const run = previous.then(start, start);
      waiting = run;
      previous = run.catch(() => {});
      return run;
    },
  };
}
