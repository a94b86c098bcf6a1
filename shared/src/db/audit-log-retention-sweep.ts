import { z } from 'zod';
import { nextContactRetentionSweepAt, type ContactRetentionLogger } from './contact-retention-sweep';
import { startHourlySweep } from './hourly-sweep';
import type { AdminAuditLog } from './repositories/admin-audit-log';

/** Days an audit-log entry is kept by default: two years. */
export const defaultAuditLogRetentionDays = 730;

/** The audit log's retention variable, read alike by the API (embedded mode) and the worker (distributed mode). */
export const auditLogRetentionEnvFields = {
  /** Days audit-log entries are kept; older ones are deleted every hour. 0 keeps them for ever. */
  AUDIT_LOG_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(defaultAuditLogRetentionDays),
};

export interface AuditLogRetentionSweepDeps {
  store: Pick<AdminAuditLog, 'purgeOlderThan'>;
  logger: ContactRetentionLogger;
  /** AUDIT_LOG_RETENTION_DAYS; 0 keeps every entry and the sweep never runs. */
  days: number;
  /** Entries deleted per statement, so a first sweep over years of entries holds no long locks. */
  batchSize?: number;
}

/** Deletes every audit-log entry older than the retention period, batch by batch; returns how many. */
export async function purgeExpiredAuditLog(deps: AuditLogRetentionSweepDeps): Promise<number> {
  if (deps.days === 0) return 0;
  const batchSize = deps.batchSize ?? 5000;
  let purged = 0;
  for (;;) {
    const count = await deps.store.purgeOlderThan(deps.days, batchSize);
    purged += count;
    if (count < batchSize) break;
  }
  if (purged > 0) deps.logger.info({ purged, days: deps.days }, 'purged expired audit-log entries');
  return purged;
}

/**
 * Runs the purge at start and then on every full hour, beside the contact-data sweep (in the API
 * embedded, in each worker distributed: deleting old entries twice is harmless); `stop()` resolves
 * once a running purge ended.
 */
export function startAuditLogRetentionSweep(deps: AuditLogRetentionSweepDeps): {
  stop(): Promise<void>;
} {
  if (deps.days === 0) return { stop: async () => {} };
  return startHourlySweep(() => purgeExpiredAuditLog(deps), {
    nextRunAt: nextContactRetentionSweepAt,
    onError: (error) => deps.logger.warn({ err: error }, 'purging the audit log failed; will try again'),
  });
}
