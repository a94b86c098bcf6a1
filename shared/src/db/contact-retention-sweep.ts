import { z } from 'zod';
import { leadStatuses, leadStatusSchema, type LeadStatus } from '../contract';
import type { ContactRetentionStore } from './repositories/contact-retention-store';
import { startHourlySweep } from './hourly-sweep';

/**
 * Follow-up statuses that mean a deal is being worked (対応中, 商談化): their leads keep their
 * contact data past the retention period until they leave the status.
 */
export const defaultContactRetentionHoldStatuses: readonly LeadStatus[] = ['in_progress', 'negotiating'];

/** The retention variables, read alike by the API (embedded mode) and the worker (distributed mode). */
export const contactRetentionEnvFields = {
  /** Months contact data is kept after a submission; 0 keeps it for ever. */
  CONTACT_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(0),
  /**
   * Follow-up statuses whose leads the sweep skips, comma-separated (`none`: skip none); unset or
   * empty: in_progress,negotiating.
   */
  CONTACT_RETENTION_HOLD_STATUSES: z.preprocess(
    (value) => {
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      if (value.trim() === 'none') return [];
      return [...new Set(value.split(',').map((part) => part.trim()))];
    },
    z
      .array(leadStatusSchema, { message: `expected none or some of ${leadStatuses.join(', ')}` })
      .default([...defaultContactRetentionHoldStatuses]),
  ),
};

/** How often the sweep looks for responses past the retention period. */
export const contactRetentionSweepIntervalMs = 60 * 60 * 1000;

/**
 * When the sweep next runs after `now`: every process sweeps on the full hour (and once at its
 * start), so the API can say when the workers' next sweep comes.
 */
export function nextContactRetentionSweepAt(now: Date): Date {
  const interval = contactRetentionSweepIntervalMs;
  return new Date((Math.floor(now.getTime() / interval) + 1) * interval);
}

/** The retention rule as configured: how long contact data is kept, and which leads keep it longer. */
export interface ContactRetentionPolicy {
  /** CONTACT_RETENTION_MONTHS; 0 keeps contact data for ever. */
  months: number;
  /** CONTACT_RETENTION_HOLD_STATUSES. */
  holdStatuses: readonly LeadStatus[];
}

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
  /** CONTACT_RETENTION_HOLD_STATUSES: leads in these follow-up statuses keep their contact data. */
  holdStatuses?: readonly LeadStatus[];
  /** Rows erased per transaction, so a first sweep over years of leads holds no long locks. */
  batchSize?: number;
  /** Told how many responses a sweep erased, when any (metrics). */
  onErased?: (count: number) => void;
}

/**
 * Erases the contact data of every response past the retention period whose lead is not held by
 * its follow-up status, batch by batch; returns how many.
 */
export async function eraseExpiredContactData(deps: ContactRetentionSweepDeps): Promise<number> {
  if (deps.months === 0) return 0;
  const batchSize = deps.batchSize ?? 500;
  const holdStatuses = deps.holdStatuses ?? defaultContactRetentionHoldStatuses;
  let erased = 0;
  for (;;) {
    const count = await deps.store.eraseOlderThan(deps.months, batchSize, holdStatuses);
    erased += count;
    if (count < batchSize) break;
  }
  if (erased > 0) {
    deps.logger.info({ erased, months: deps.months }, 'erased expired contact data');
    deps.onErased?.(erased);
  }
  return erased;
}

/**
 * Runs the erasure at start and then on every full hour while a retention period is set;
 * `stop()` resolves once a running sweep ended.
 */
export function startContactRetentionSweep(deps: ContactRetentionSweepDeps): {
  stop(): Promise<void>;
} {
  if (deps.months === 0) return { stop: async () => {} };
  return startHourlySweep(() => eraseExpiredContactData(deps), {
    nextRunAt: nextContactRetentionSweepAt,
    onError: (error) =>
      deps.logger.warn({ err: error }, 'erasing expired contact data failed; will try again'),
  });
}
