import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../database';
import { submissions, type ReportWriterKind } from '../schema';

/** Counts of submissions in a period, by what the operator's overview shows. */
export interface SubmissionBreakdown {
  /** Completed reports per maturity level. */
  levels: Map<number, number>;
  /** Submissions per stored industry and employee-band code. */
  industries: Map<string, number>;
  companySizes: Map<string, number>;
  /** Completed reports per writer. */
  writers: Map<ReportWriterKind, number>;
  /** Submissions per source key: `utm:<utm_source>`, else `ref:<referrer host>`, else `direct`. */
  sources: Map<string, number>;
}

const sourceKey = sql<string>`coalesce('utm:' || (${submissions.source}->>'utmSource'), 'ref:' || (${submissions.source}->>'referrerHost'), 'direct')`;

// Japan keeps UTC+9 all year; a fixed offset needs no time-zone database (PGlite ships none).
const tokyoDay = sql<string>`to_char(timezone(interval '9 hours', ${submissions.createdAt}), 'YYYY-MM-DD')`;
const level = sql<number>`(${submissions.scores} ->> 'level')::int`;
const rowCount = sql<number>`count(*)::int`.mapWith(Number);

/** Submissions stored at or after `start` and before `end`: a range on the created_at index. */
function createdWithin(start: Date, end: Date): SQL {
  return and(gte(submissions.createdAt, start), lt(submissions.createdAt, end))!;
}

/** Aggregate reads of the submissions for the operator's overview; no row leaves the database. */
export function createSubmissionOverviewStore(db: Database) {
  async function countBy<Key>(key: SQL<Key>, where: SQL): Promise<Map<Key, number>> {
    const rows = await db.select({ key, count: rowCount }).from(submissions).where(where).groupBy(key);
    return new Map(rows.map((row) => [row.key, row.count]));
  }

  return {
    /** Submissions per Tokyo day (YYYY-MM-DD) stored within [start, end); days without any are absent. */
    dailyCounts(start: Date, end: Date): Promise<Map<string, number>> {
      return countBy(tokyoDay, createdWithin(start, end));
    },

    /** Levels, industries, employee bands and writers of the submissions stored within [start, end). */
    async breakdown(start: Date, end: Date): Promise<SubmissionBreakdown> {
      const within = createdWithin(start, end);
      const completed = and(within, eq(submissions.status, 'completed'))!;
      return {
        levels: await countBy(level, and(completed, isNotNull(submissions.scores))!),
        industries: await countBy(sql<string>`${submissions.industry}`, within),
        companySizes: await countBy(sql<string>`${submissions.companySize}`, within),
        writers: await countBy(
          sql<ReportWriterKind>`${submissions.writer}`,
          and(completed, isNotNull(submissions.writer))!,
        ),
        sources: await countBy(sourceKey, within),
      };
    },
  };
}

export type SubmissionOverviewStore = ReturnType<typeof createSubmissionOverviewStore>;
