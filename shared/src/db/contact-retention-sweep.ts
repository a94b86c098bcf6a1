import { z } from 'zod';
import type { ContactRetentionStore } from './repositories/contact-retention-store';

/** The retention variable, read alike by the API (embedded mode) and the worker (distributed mode). */
export const contactRetentionEnvFields = {
  /** Months contact data is kept after a submission; 0 keeps it for ever. */
  CONTACT_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
};

/** How often the sweep looks for responses past the retention period. */
export const contactRetentionSweepIntervalMs = 60 * 60 * 1000;

/** What the sweep logs: counts only. */
export interface ContactRetentionLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

export interface ContactRetentionSweepDeps {
  store: Pick<ContactRetentionStore, 'eraseOlderThan'>;
  logger: ContactRetentionLogger;
  /** CONTACT_RETENTION_MONTHS; 0 keeps contact data for ever and the sweep never runs. */
  months: number;
  /** Rows erased per transaction, so a first sweep over years of leads holds no long locks. */
  batchSize?: number;
}

/** Erases the contact data of every response past the retention period, batch by batch; returns how many. */
export async function eraseExpiredContactData(deps: ContactRetentionSweepDeps): Promise<number> {
  if (deps.months === 0) return 0;
  const batchSize = deps.batchSize ?? 500;
  let erased = 0;
  for (;;) {
    const count = await deps.store.eraseOlderThan(deps.months, batchSize);
    erased += count;
    if (count < batchSize) break;
  }
  if (erased > 0) deps.logger.info({ erased, months: deps.months }, 'erased expired contact data');
  return erased;
}

/**
 * Runs the erasure at start and then every `intervalMs` while a retention period is set;
 * `stop()` resolves once a running sweep ended.
 */
export function startContactRetentionSweep(deps: ContactRetentionSweepDeps & { intervalMs?: number }): {
  stop(): Promise<void>;
} {
  if (deps.months === 0) return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = eraseExpiredContactData(deps).then(
      () => undefined,
      (error: unknown) =>
        deps.logger.warn({ err: error }, 'erasing expired contact data failed; will try again'),
    );
  };
  run();
  const timer = setInterval(run, deps.intervalMs ?? contactRetentionSweepIntervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
