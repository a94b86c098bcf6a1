import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { funnelStepOrder } from './funnel';
import { sourceCountSchema } from './lead-insights';
import { spanInDays } from './tokyo-day';

/**
 * The longest period the overview counts: three years (one with a leap day). Its breakdowns scan
 * every submission of the period, so one request must not ask for decades.
 */
export const maxOverviewPeriodDays = 3 * 365 + 1;
export const overviewPeriodTooLongMessage = `The period may span at most ${maxOverviewPeriodDays} days (three years).`;

/**
 * Query of GET /api/admin/overview: the period (Tokyo days, both included, at most three years);
 * absent, the 30 days up to today.
 */
export const adminOverviewQuerySchema = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to.',
    path: ['from'],
  })
  .refine((query) => !query.from || !query.to || spanInDays(query.from, query.to) <= maxOverviewPeriodDays, {
    message: overviewPeriodTooLongMessage,
    path: ['from'],
  });
export type AdminOverviewQuery = z.infer<typeof adminOverviewQuerySchema>;

const count = z.number().int().min(0);
/** A stored dropdown code with its Japanese label and how many responses chose it. */
const labelledCount = z.object({ code: z.string(), label: z.string(), count });

/** Body of GET /api/admin/overview: aggregates only, no contact data. */
export const adminOverviewSchema = z.object({
  /** The period the breakdowns and the funnel count (Tokyo days, both included). */
  period: z.object({ from: z.string(), to: z.string() }),
  /** Submissions per Tokyo day: the 30 days up to the period's end, oldest first, zero-filled. */
  daily: z.array(z.object({ day: z.string(), count })),
  /** Submissions per ISO week (Monday to Sunday): the 12 weeks up to the period's end, zero-filled. */
  weekly: z.array(z.object({ week: z.string(), start: z.string(), end: z.string(), count })),
  /** Completed reports per maturity level 1–5 in the period. */
  levels: z.array(z.object({ level: z.number().int().min(1).max(5), name: z.string(), count })),
  /** Submissions per industry and per employee band in the period, in the questionnaire's order. */
  industries: z.array(labelledCount),
  companySizes: z.array(labelledCount),
  /** Completed reports by who wrote them: the language model, the built-in writer, the fallback. */
  writers: z.array(z.object({ writer: z.enum(['llm', 'builtin', 'fallback']), count })),
  /**
   * The funnel of the period in flow order. `count`: the step's page views (送信: stored
   * submissions). `reached`: at most how many visits can have got this far, the smallest count of
   * this step and every step before it, so it never rises along the flow and no rate built on it
   * exceeds 100 % (page views do: a visitor going back and forth counts twice).
   */
  funnel: z.array(z.object({ step: z.enum(funnelStepOrder), count, reached: count })),
  /**
   * Beyond the first overview: submissions of the period by where they came from (their
   * utm_source, else the referrer's host, else 直接・不明), the ten largest, then the rest as その他.
   */
  sources: z.array(sourceCountSchema).optional(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
