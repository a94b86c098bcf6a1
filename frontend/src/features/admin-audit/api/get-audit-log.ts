import { adminAuditEntriesSchema, totalCountHeader, type AdminAuditEntryRow } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';
import type { AuditFilters } from '../utils/audit-filters';

/** Entries per page of the audit-log page. */
export const auditPageSize = 50;

/** GET /api/admin/audit: one page of the audit log, newest first, and how many entries match. */
export async function getAuditLog(options: {
  token: string;
  filters: AuditFilters;
  page: number;
  signal?: AbortSignal;
}): Promise<{ entries: AdminAuditEntryRow[]; total: number }> {
  const params: Record<string, string | number> = { limit: auditPageSize };
  for (const [key, value] of Object.entries(options.filters))
    if (value.trim() !== '') params[key] = value.trim();
  if (options.page > 0) params.offset = options.page * auditPageSize;
  const response = await apiClient.get<unknown>('/api/admin/audit', {
    adminToken: options.token,
    params,
    signal: options.signal,
  });
  const entries = adminAuditEntriesSchema.parse(response.data);
  const total = Number(response.headers[totalCountHeader.toLowerCase()]);
  return { entries, total: Number.isFinite(total) ? total : entries.length };
}
