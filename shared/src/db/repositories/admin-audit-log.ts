import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { adminAuditLog } from '../schema';

/** What an operator did with contact data, or with their own session. */
export type AdminAuditAction = 'list' | 'export' | 'export_reports' | 'logout' | 'retention_preview';

/** One recorded admin read or export. */
export interface AdminAuditEntry {
  /** Null for what the service did by itself (the retention sweep). */
  adminId: string | null;
  action: string;
  filters: Record<string, unknown>;
  resultCount: number;
  createdAt: Date;
}

/**
 * The filters as the log keeps them: a search (the search box, the company name) is recorded as
 * made, never its text, which names a company or a person and would outlive the respondent's
 * erasure or deletion.
 */
function withoutSearchText(filters: Record<string, unknown>): Record<string, unknown> {
  const { q, companyName, ...kept } = filters;
  return {
    ...kept,
    ...(q !== undefined && { qSearched: true }),
    ...(companyName !== undefined && { companyNameSearched: true }),
  };
}

/** Append-only record of every admin read and export of contact data, and of each logout. */
export function createAdminAuditLog(db: Database) {
  return {
    async record(entry: {
      adminId: string;
      action: AdminAuditAction;
      filters: Record<string, unknown>;
      resultCount: number;
    }) {
      await db.insert(adminAuditLog).values({ ...entry, filters: withoutSearchText(entry.filters) });
    },

    /** The entries of one operator, oldest first. */
    async findByAdmin(adminId: string): Promise<AdminAuditEntry[]> {
      return db
        .select({
          adminId: adminAuditLog.adminId,
          action: adminAuditLog.action,
          filters: adminAuditLog.filters,
          resultCount: adminAuditLog.resultCount,
          createdAt: adminAuditLog.createdAt,
        })
        .from(adminAuditLog)
        .where(eq(adminAuditLog.adminId, adminId))
        .orderBy(asc(adminAuditLog.id));
    },
  };
}

export type AdminAuditLog = ReturnType<typeof createAdminAuditLog>;
