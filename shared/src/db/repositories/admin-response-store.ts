import { and, count, desc, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { AdminResponseFilters, DiagnosisResult } from '../../contract';
import type { Database } from '../database';
import { submissions } from '../schema';

/** A stored response as the admin list shows it. */
export interface AdminResponse {
  no: number;
  createdAt: Date;
  companyName: string;
  name: string;
  email: string;
  phone: string;
  result: DiagnosisResult | null;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The instants bounding a calendar day in Asia/Tokyo (UTC+9 all year: Japan has no daylight saving). */
export function tokyoDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+09:00`);
  return { start, end: new Date(start.getTime() + dayMs) };
}

/** Makes `%`, `_` and `\` match themselves in a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function whereOf(filters: AdminResponseFilters): SQL | undefined {
  const conditions: SQL[] = [];
  // ILIKE with a leading wildcard is served by the trigram index on company_name.
  if (filters.companyName) conditions.push(ilike(submissions.companyName, `%${escapeLikePattern(filters.companyName)}%`));
  if (filters.timestamp) {
    const { start, end } = tokyoDayBounds(filters.timestamp);
    conditions.push(gte(submissions.createdAt, start), lt(submissions.createdAt, end));
  }
  if (filters.noFrom !== undefined) conditions.push(gte(submissions.no, filters.noFrom));
  if (filters.noTo !== undefined) conditions.push(lte(submissions.no, filters.noTo));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const columns = {
  no: submissions.no,
  createdAt: submissions.createdAt,
  companyName: submissions.companyName,
  name: submissions.contactName,
  email: submissions.email,
  phone: submissions.phone,
  result: submissions.result,
};

/** Read-only queries of the admin dashboard over stored submissions. */
export function createAdminResponseStore(db: Database) {
  return {
    /** One page of matching responses, newest first, and how many match in all. */
    async list(
      filters: AdminResponseFilters,
      page: { limit: number; offset: number },
    ): Promise<{ rows: AdminResponse[]; total: number }> {
      const where = whereOf(filters);
      const [rows, totals] = await Promise.all([
        db.select(columns).from(submissions).where(where).orderBy(desc(submissions.no)).limit(page.limit).offset(page.offset),
        db.select({ value: count() }).from(submissions).where(where),
      ]);
      return { rows, total: totals[0]?.value ?? 0 };
    },

    /** Every matching response, newest first, read in batches so large exports stay small in memory. */
    async *iterate(filters: AdminResponseFilters, batchSize = 500): AsyncGenerator<AdminResponse> {
      let before: number | undefined;
      for (;;) {
        // Keyset paging on the unique `no` keeps every batch an index range scan.
        const where = and(whereOf(filters), before === undefined ? undefined : lt(submissions.no, before));
        const rows = await db.select(columns).from(submissions).where(where).orderBy(desc(submissions.no)).limit(batchSize);
        yield* rows;
        if (rows.length < batchSize) return;
        before = rows.at(-1)!.no;
      }
    },
  };
}

export type AdminResponseStore = ReturnType<typeof createAdminResponseStore>;
