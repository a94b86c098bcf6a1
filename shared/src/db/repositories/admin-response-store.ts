import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  noOwnerFilter,
  type AcquisitionSource,
  type AdminResponseFilters,
  type FitReason,
  type LeadOwner,
  type AdminSortKey,
  type AdminSortOrder,
  type CompanyInfo,
  type DiagnosisResult,
  type FreeText,
  type LeadStatus,
  type ReportScores,
} from '../../contract';
import type { Database } from '../database';
import {
  admins,
  leadNotes,
  outboxMessages,
  submissions,
  type ReportWriterKind,
  type SubmissionStatus,
} from '../schema';
import { searchTermOf } from '../search-text';

/** A stored response as the admin list shows it. */
export interface AdminResponse {
  no: number;
  createdAt: Date;
  companyName: string;
  name: string;
  email: string;
  phone: string;
  result: DiagnosisResult | null;
  status: SubmissionStatus;
  requeueCount: number;
  scores: ReportScores | null;
  industry: string;
  companySize: string;
  companyInfo: CompanyInfo;
  writer: ReportWriterKind | null;
  answers: Record<string, string>;
  freeText: FreeText;
  questionnaireVersion: string;
  leadStatus: LeadStatus;
  /** The text of the latest note (lead_notes), '' without any. */
  leadNote: string;
  leadUpdatedAt: Date | null;
  /** Raised by every status change; a PATCH must name it (optimistic concurrency). */
  leadVersion: number;
  contactErasedAt: Date | null;
  /** One of its e-mails or webhooks was given up (the failed-deliveries page lists it). */
  deliveryFailed: boolean;
  /** A second diagnosis: the `no` of the earlier submission it follows (linked by its report link); else null. */
  previousNo: number | null;
  /** Where the visit came from (UTM parameters, referrer host); null when the page sent none. */
  source: AcquisitionSource | null;
  /** The fit score computed at submit, with each factor's reason; null for rows stored before it. */
  fitScore: number | null;
  fitReasons: FitReason[] | null;
  /** The operator following the lead up; null while nobody is. */
  owner: LeadOwner | null;
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

/** The SQL condition of the filters; null when nothing can match. */
async function whereOf(db: Database, filters: AdminResponseFilters): Promise<SQL | undefined | null> {
  const conditions: SQL[] = [];
  if (filters.companyName) {
    // ILIKE with a leading wildcard is served by the trigram index on company_name from three
    // characters on; shorter searches, common in Japanese, by the index over 1- and 2-character grams.
    const pattern = `%${escapeLikePattern(filters.companyName)}%`;
    if ([...filters.companyName].length > 2) conditions.push(ilike(submissions.companyName, pattern));
    else
      conditions.push(
        sql`dx_name_grams(${submissions.companyName}) @> array[lower(${filters.companyName})]`,
        // `|| ''` hides the column from the trigram index, which would otherwise be chosen and,
        // having no trigram to look for, return every row.
        sql`(${submissions.companyName} || '') ilike ${pattern}`,
      );
  }
  if (filters.q !== undefined) {
    const term = searchTermOf(filters.q);
    // Folding can leave nothing (a lone space): no search then, as for an empty box.
    if (term !== '') {
      const pattern = `%${escapeLikePattern(term)}%`;
      // As for company_name: trigrams from three characters on, the 1- and 2-character grams below
      // (the term lower-cased like the grams). The LIKE beside the grams is exact, and its estimate
      // steers PostgreSQL to the grams index for a rare term instead of walking the `no` index.
      if ([...term].length > 2) conditions.push(like(submissions.searchText, pattern));
      else
        conditions.push(
          sql`dx_name_grams(${submissions.searchText}) @> array[lower(${term})]`,
          sql`(${submissions.searchText} || '') like ${pattern}`,
        );
    }
  }
  if (filters.noFrom !== undefined) conditions.push(gte(submissions.no, filters.noFrom));
  if (filters.noTo !== undefined) conditions.push(lte(submissions.no, filters.noTo));
  if (filters.leadStatus) conditions.push(inArray(submissions.leadStatus, filters.leadStatus));
  // Both served by their indexes (submissions_utm_source_idx, submissions_owner_idx).
  if (filters.source !== undefined)
    conditions.push(sql`(${submissions.source}->>'utmSource') = ${filters.source}`);
  if (filters.owner === noOwnerFilter) conditions.push(isNull(submissions.ownerAdminId));
  else if (filters.owner !== undefined) conditions.push(eq(submissions.ownerAdminId, filters.owner));
  if (filters.timestamp) {
    const { start, end } = tokyoDayBounds(filters.timestamp);
    const day = [gte(submissions.createdAt, start), lt(submissions.createdAt, end)];
    // OFFSET 0 fences the subquery: without it PostgreSQL answers min/max by walking the `no` index.
    const result = await db.execute(
      sql`select min(day.no) as first, max(day.no) as last
          from (select ${submissions.no} as no from ${submissions} where ${and(...day)} offset 0) as day`,
    );
    // node-postgres and PGlite both expose the returned rows as `rows`.
    const span = (result as unknown as { rows: { first: unknown; last: unknown }[] }).rows[0];
    if (span?.first == null || span.last == null) return null;
    // `no` grows with created_at, so the day's rows lie within this number range. Bounding `no` too
    // keeps the newest-first walk of the `no` index from passing every newer row for an old day.
    conditions.push(...day, gte(submissions.no, Number(span.first)), lte(submissions.no, Number(span.last)));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The fields of a stored response the admin side reads (an AdminResponse). */
export const adminResponseColumns = {
  no: submissions.no,
  createdAt: submissions.createdAt,
  companyName: submissions.companyName,
  name: submissions.contactName,
  email: submissions.email,
  phone: submissions.phone,
  result: submissions.result,
  status: submissions.status,
  requeueCount: submissions.requeueCount,
  scores: submissions.scores,
  industry: submissions.industry,
  companySize: submissions.companySize,
  companyInfo: submissions.companyInfo,
  writer: submissions.writer,
  answers: submissions.answers,
  freeText: submissions.freeText,
  questionnaireVersion: submissions.questionnaireVersion,
  leadStatus: submissions.leadStatus,
  // The latest note, one probe of the (submission_id, id) index per row shown; qualified by hand
  // for the same reason as below.
  leadNote: sql<string>`coalesce((select latest_note.body from ${leadNotes} as latest_note
    where latest_note.submission_id = ${submissions}.id order by latest_note.id desc limit 1), '')`,
  leadUpdatedAt: submissions.leadUpdatedAt,
  leadVersion: submissions.leadVersion,
  contactErasedAt: submissions.contactErasedAt,
  // A probe of the outbox's submission_id index per row shown, evaluated after the LIMIT for the
  // page's rows only. A scalar subquery rather than EXISTS: PostgreSQL may answer an EXISTS by
  // hashing every failed message of the table. Columns are qualified by hand: Drizzle
  // leaves them bare in a one-table query, where `id` would name the outbox's own column.
  deliveryFailed: sql<boolean>`coalesce((select true from ${outboxMessages} as failed_message
    where failed_message.submission_id = ${submissions}.id and failed_message.status = 'failed' limit 1), false)`,
  // A primary-key probe per row shown, qualified by hand for the same reason.
  previousNo: sql<number | null>`(select previous_submission.no from ${submissions} as previous_submission
    where previous_submission.id = ${submissions}.previous_submission_id)`.mapWith((value: unknown) =>
    value === null ? null : Number(value),
  ),
  source: submissions.source,
  fitScore: submissions.fitScore,
  fitReasons: submissions.fitReasons,
  // A primary-key probe per row shown; json so one column carries both fields.
  owner: sql<LeadOwner | null>`(select json_build_object('id', lead_owner.id, 'username', lead_owner.username)
    from ${admins} as lead_owner where lead_owner.id = ${submissions}.owner_admin_id)`,
};

const scoreOf = sql`(${submissions.scores}->>'overall')::float8`;
const levelOf = sql`(${submissions.scores}->>'level')::int`;

/**
 * ORDER BY of a list page; `no` breaks ties so pages never overlap. Number and date walk their
 * indexes; score and level have none (they live in the scores JSON), nor has the fit score, so PostgreSQL sorts the
 * matching rows: a top-N sort over every match, fine at today's tens of thousands of rows.
 * `sortMatches` hides the number and date indexes too, for a search known to match few rows.
 */
function orderOf(sort: AdminSortKey, order: AdminSortOrder, sortMatches = false): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  const nullsLast = (expression: SQL) =>
    order === 'asc' ? sql`${expression} asc nulls last` : sql`${expression} desc nulls last`;
  // `+ 0` is the same order through an expression no index serves.
  const no = sortMatches ? sql`(${submissions.no} + 0)` : submissions.no;
  const createdAt = sortMatches ? sql`(${submissions.createdAt} + interval '0 s')` : submissions.createdAt;
  switch (sort) {
    case 'no':
      return [direction(no)];
    case 'timestamp':
      return [direction(createdAt), direction(no)];
    case 'score':
      return [nullsLast(scoreOf), desc(submissions.no)];
    case 'level':
      return [nullsLast(levelOf), nullsLast(scoreOf), desc(submissions.no)];
    case 'fit':
      return [nullsLast(sql`${submissions.fitScore}`), desc(submissions.no)];
  }
}

/**
 * Counting every match of a broad filter reads every index entry (tens of milliseconds at 200,000
 * rows), so the page count stops here and the list says "at least" beyond it.
 */
export const defaultCountCap = 10_000;

/**
 * A search for a rare word is fastest read through its own index and sorted. Left to choose,
 * PostgreSQL sometimes walks the `no` index instead, expecting a match every few rows: its
 * estimate for a `LIKE '%…%'` comes from a sampled histogram, and one sampled match makes a word
 * of a hundred rows look like thousands. So a search's matches are counted first, and up to this
 * many are sorted rather than found by walking.
 */
const sortedSearchLimit = 2_000;

function searches(filters: AdminResponseFilters): boolean {
  return Boolean(filters.companyName) || filters.q !== undefined;
}

/** Read-only queries of the admin dashboard over stored submissions. */
export function createAdminResponseStore(db: Database, options: { countCap?: number } = {}) {
  const countCap = options.countCap ?? defaultCountCap;

  async function countUpTo(where: SQL | undefined, cap: number): Promise<number> {
    const capped = db
      .select({ one: sql`1` })
      .from(submissions)
      .where(where)
      .limit(cap)
      .as('capped');
    const [row] = await db.select({ value: count() }).from(capped);
    return row?.value ?? 0;
  }

  return {
    /**
     * One page of matching responses, newest first unless another order is asked for, and how many match in all; past the count cap
     * `total` is the cap and `totalIsCapped` is set.
     */
    async list(
      filters: AdminResponseFilters,
      page: { limit: number; offset: number; sort?: AdminSortKey; order?: AdminSortOrder },
    ): Promise<{ rows: AdminResponse[]; total: number; totalIsCapped: boolean }> {
      const where = await whereOf(db, filters);
      if (where === null) return { rows: [], total: 0, totalIsCapped: false };
      const pageOf = (sortMatches: boolean) =>
        db
          .select(adminResponseColumns)
          .from(submissions)
          .where(where)
          .orderBy(...orderOf(page.sort ?? 'no', page.order ?? 'desc', sortMatches))
          .limit(page.limit)
          .offset(page.offset);
      let rows: AdminResponse[];
      let counted: number;
      if (searches(filters)) {
        counted = await countUpTo(where, countCap + 1);
        rows = await pageOf(counted <= sortedSearchLimit);
      } else [rows, counted] = await Promise.all([pageOf(false), countUpTo(where, countCap + 1)]);
      return { rows, total: Math.min(counted, countCap), totalIsCapped: counted > countCap };
    },

    /** The exact number of matching responses, however many (for the export's audit record). */
    async count(filters: AdminResponseFilters): Promise<number> {
      const where = await whereOf(db, filters);
      if (where === null) return 0;
      const [row] = await db.select({ value: count() }).from(submissions).where(where);
      return row?.value ?? 0;
    },

    /** Every matching response, newest first, read in batches so large exports stay small in memory. */
    async *iterate(filters: AdminResponseFilters, batchSize = 500): AsyncGenerator<AdminResponse> {
      const filterWhere = await whereOf(db, filters);
      if (filterWhere === null) return;
      const sortMatches =
        searches(filters) && (await countUpTo(filterWhere, sortedSearchLimit + 1)) <= sortedSearchLimit;
      let before: number | undefined;
      for (;;) {
        // Keyset paging on the unique `no` keeps every batch an index range scan.
        const where = and(filterWhere, before === undefined ? undefined : lt(submissions.no, before));
        const rows = await db
          .select(adminResponseColumns)
          .from(submissions)
          .where(where)
          .orderBy(...orderOf('no', 'desc', sortMatches))
          .limit(batchSize);
        yield* rows;
        if (rows.length < batchSize) return;
        before = rows.at(-1)!.no;
      }
    },
  };
}

export type AdminResponseStore = ReturnType<typeof createAdminResponseStore>;
