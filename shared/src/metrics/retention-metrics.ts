import { Counter, type Registry } from 'prom-client';

/** Retention metrics, recorded wherever the sweep runs: worker processes, or the API in embedded mode. */
export function createRetentionMetrics(registry: Registry) {
  const erased = new Counter({
    name: 'dx_contact_erasures_total',
    help: 'Responses whose contact data the retention sweep erased.',
    registers: [registry],
  });
  return {
    recordErased(count: number): void {
      erased.inc(count);
    },
  };
}
