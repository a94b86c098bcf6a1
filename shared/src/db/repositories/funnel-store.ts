import { and, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { funnelDaily, type FunnelStep } from '../schema';

/** The server-side funnel: one counter per Tokyo day and step, nothing about any visitor. */
export function createFunnelStore(db: Database) {
  return {
    /** Adds one to the step's counter of `day` (YYYY-MM-DD in Asia/Tokyo), creating it at 1. */
    async increment(step: FunnelStep, day: string): Promise<void> {
      await db
        .insert(funnelDaily)
        .values({ day, step, count: 1 })
        .onConflictDoUpdate({
          target: [funnelDaily.day, funnelDaily.step],
          set: { count: sql`${funnelDaily.count} + 1` },
        });
    },

    /** Each step's total over the days from `from` to `to`, both included; steps never counted are absent. */
    async totals(from: string, to: string): Promise<Map<FunnelStep, number>> {
      const rows = await db
        .select({
          step: funnelDaily.step,
          count: sql<number>`sum(${funnelDaily.count})::int`.mapWith(Number),
        })
        .from(funnelDaily)
        // YYYY-MM-DD text compares in calendar order, so the primary key's `day` prefix serves the range.
        .where(and(gte(funnelDaily.day, from), lte(funnelDaily.day, to)))
        .groupBy(funnelDaily.step);
      return new Map(rows.map((row) => [row.step, row.count]));
    },
  };
}

export type FunnelStore = ReturnType<typeof createFunnelStore>;
