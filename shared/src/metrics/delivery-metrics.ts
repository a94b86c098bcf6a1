import { Counter, Gauge, type Registry } from 'prom-client';
import { deliveryHealthWindow } from '../contract/deliveries';
import { outboxKinds } from '../db/schema';
import type { DeliveryHealthMonitor } from '../delivery/delivery-health';
import type { DeliveryAttemptOutcome } from '../delivery/delivery-processor';

const outcomes = [
  'sent',
  'retried',
  'failed',
] as const satisfies readonly DeliveryAttemptOutcome['outcome'][];

/**
 * Delivery metrics, recorded wherever deliveries are sent: worker processes, or the API in embedded
 * mode. Each finished delivery (sent or given up) also has the health monitor look again.
 */
export function createDeliveryMetrics(registry: Registry, health: DeliveryHealthMonitor) {
  const attempts = new Counter({
    name: 'dx_delivery_attempts_total',
    help: 'Delivery attempts (e-mails, webhooks) by kind and outcome: sent, retried (failed, another attempt to come) or failed (given up).',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
  });
  // Every series exists from the start, so that rate() and alerts see the first failure.
  for (const kind of outboxKinds) for (const outcome of outcomes) attempts.inc({ kind, outcome }, 0);
  new Gauge({
    name: 'dx_delivery_failing',
    help: `1 while the last ${deliveryHealthWindow} finished deliveries of a kind (last 30 days) all failed.`,
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      // While the database is unreachable the gauge keeps its last values.
      const failing = await health.refresh().catch(() => undefined);
      if (!failing) return;
      for (const kind of outboxKinds) this.set({ kind }, failing.has(kind) ? 1 : 0);
    },
  });

  return {
    /** The processor's `onAttempt` hook. */
    recordAttempt(attempt: DeliveryAttemptOutcome): void {
      attempts.inc({ kind: attempt.kind, outcome: attempt.outcome });
      // The monitor logs its own warning; a failed read is retried with the next delivery or scrape.
      if (attempt.outcome !== 'retried') void health.refresh().catch(() => {});
    },
  };
}

export type DeliveryMetrics = ReturnType<typeof createDeliveryMetrics>;
