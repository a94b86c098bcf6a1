import type { AdminAuditEntryRow, AdminAuditQuery } from '@app/shared/contract';
import type { AdminAuditLog } from '@app/shared/db';
import type { AdminTokenClaims } from '../lib/admin-token';

export interface ListAuditLogDeps {
  audit: AdminAuditLog;
}

/**
 * One page of the audit log, newest first. Reading it is itself recorded (with the filters: a lead's
 * number, an operator's username, an action and days, none of them contact data).
 */
export async function listAuditLog(
  deps: ListAuditLogDeps,
  admin: AdminTokenClaims,
  query: AdminAuditQuery,
): Promise<{ entries: AdminAuditEntryRow[]; total: number }> {
  const { entries, total } = await deps.audit.search(query);
  await deps.audit.record({
    adminId: admin.adminId,
    action: 'audit_list',
    filters: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
    resultCount: entries.length,
  });
  return {
    entries: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
    total,
  };
}
