import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AdminAuditQuery } from '../../contract';
import type { Database } from '../database';
import { adminAuditLog, admins } from '../schema';
import { tokyoDayBounds } from './admin-response-store';

/** What an operator did with contact data, or with their own session. */
export type AdminAuditAction =
  'list' | 'export' | 'export_reports' | 'logout' | 'retention_preview' | 'audit_list';

/** One entry as the audit-log page reads it: the operator by username, the lead by number. */
export interface AdminAuditListEntry {
  id: number;
  createdAt: Date;
  operator: string | null;
  action: string;
  no: number | null;
  details: Record<string, unknown>;
  resultCount: number;
}

/** The SQL condition of the audit page's filters. */
function auditWhere(filters: Omit<AdminAuditQuery, 'limit' | 'offset'>): SQL | undefined {
  const conditions: SQL[] = [];
  // Text comparison, served by the expression index on filters->>'no'.
  if (filters.no !== undefined)
    conditions.push(sql`(${adminAuditLog.filters}->>'no') = ${String(filters.no)}`);
  if (filters.action !== undefined) conditions.push(eq(adminAuditLog.action, filters.action));
  if (filters.operator !== undefined)
    conditions.push(
      sql`${adminAuditLog.adminId} = (select ${admins.id} from ${admins} where ${admins.username} = ${filters.operator})`,
    );
  if (filters.from !== undefined)
    conditions.push(gte(adminAuditLog.createdAt, tokyoDayBounds(filters.from).start));
  if (filters.to !== undefined) conditions.push(lt(adminAuditLog.createdAt, tokyoDayBounds(filters.to).end));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

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

    /** One page of the entries matching the filters, newest first, and how many match in all. */
    async search(query: AdminAuditQuery): Promise<{ entries: AdminAuditListEntry[]; total: number }> {
      const { limit, offset, ...filters } = query;
      const where = auditWhere(filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: adminAuditLog.id,
            createdAt: adminAuditLog.createdAt,
            operator: admins.username,
            action: adminAuditLog.action,
            details: adminAuditLog.filters,
            resultCount: adminAuditLog.resultCount,
          })
          .from(adminAuditLog)
          .leftJoin(admins, eq(admins.id, adminAuditLog.adminId))
          .where(where)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(adminAuditLog).where(where),
      ]);
      return {
        entries: rows.map(({ details, ...row }) => ({
          ...row,
          no: typeof details.no === 'number' ? details.no : null,
          details: Object.fromEntries(Object.entries(details).filter(([key]) => key !== 'no')),
        })),
        total: total?.value ?? 0,
      };
    },

    /**
     * Deletes up to `limit` entries older than `days` days, oldest first, and returns how many
     * (AUDIT_LOG_RETENTION_DAYS). Entries another process is deleting are skipped.
     */
    async purgeOlderThan(days: number, limit: number): Promise<number> {
      const expired = db
        .select({ id: adminAuditLog.id })
        .from(adminAuditLog)
        .where(lt(adminAuditLog.createdAt, sql`now() - make_interval(days => ${days}::int)`))
        .orderBy(asc(adminAuditLog.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const deleted = await db
        .delete(adminAuditLog)
        .where(inArray(adminAuditLog.id, expired))
        .returning({ id: adminAuditLog.id });
      return deleted.length;
    },
  };
}

export type AdminAuditLog = ReturnType<typeof createAdminAuditLog>;
