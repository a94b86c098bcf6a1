import {
  addDays,
  AppError,
  daysBetween,
  funnelStepOrder,
  isoWeekOf,
  maxOverviewPeriodDays,
  overviewPeriodTooLongMessage,
  spanInDays,
  tokyoDayOf,
  type AdminOverview,
  type AdminOverviewQuery,
  type SourceCount,
} from '@app/shared/contract';
import {
  reportWriters,
  tokyoDayBounds,
  type FunnelStep,
  type FunnelStore,
  type SubmissionOverviewStore,
} from '@app/shared/db';
import { companySizes, industries, labelOf, type DropdownOption } from '@app/shared/questionnaire';
import { maturityLevels } from '@app/shared/assessment';

export interface BuildOverviewDeps {
  overview: SubmissionOverviewStore;
  funnel: Pick<FunnelStore, 'totals'>;
}

/** Days in the daily series and in the default period; weeks in the weekly series. */
export const overviewDays = 30;
export const overviewWeeks = 12;

// The contract's order is the one the schema stores: a step added to one must be added to the other.
const funnelOrder: readonly FunnelStep[] = funnelStepOrder;

/**
 * The funnel's steps with their counts and how far visits can have got. The counters hold page
 * views per day, not visits (no cookie, no id: decision 010), so a step viewed twice by one visitor
 * (back and forth, a reload) can outnumber the step before it, and a rate between raw counts
 * reached 185 %. Counting each step once per visit would need an identifier, so instead: the funnel
 * follows visits from the top page, and a visit that reached a step passed every step before it, so
 * the number of such visits is at most the smallest count up to that step. `reached` is that
 * bound; it never rises along the flow, so a rate against the first step, or between any two
 * steps, stays within 100 % by construction. The raw counts stay, for what they are: page views.
 */
export function funnelWithReach(counts: ReadonlyMap<FunnelStep, number>): AdminOverview['funnel'] {
  let reached = Number.POSITIVE_INFINITY;
  return funnelOrder.map((step) => {
    const count = counts.get(step) ?? 0;
    reached = Math.min(reached, count);
    return { step, count, reached };
  });
}

/**
 * Every option of a dropdown with its count, in the questionnaire's order, then any stored code the
 * questionnaire no longer lists (under the code itself).
 */
function labelledCounts(list: { options: DropdownOption[] }, counts: Map<string, number>) {
  const known = list.options.map((option) => ({
    code: option.value,
    label: option.label,
    count: counts.get(option.value) ?? 0,
  }));
  const unknown = [...counts]
    .filter(([code]) => !list.options.some((option) => option.value === code))
    .map(([code, count]) => ({ code, label: labelOf(list, code), count }));
  return [...known, ...unknown];
}

/** Sources listed one by one in the overview; the rest add up to その他. */
export const overviewTopSources = 10;

/** The source counts, largest first (ties by key), the top ten then その他 for the rest. */
export function topSources(counts: ReadonlyMap<string, number>): SourceCount[] {
  const ranked = [...counts]
    .filter(([, count]) => count > 0)
    .sort(([keyA, a], [keyB, b]) => b - a || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .map(([key, count]) => ({
      key,
      label:
        key === 'direct' ? '直接・不明' : key.startsWith('utm:') ? key.slice(4) : `${key.slice(4)}（参照元）`,
      count,
    }));
  const rest = ranked.slice(overviewTopSources).reduce((sum, entry) => sum + entry.count, 0);
  return [
    ...ranked.slice(0, overviewTopSources),
    ...(rest > 0 ? [{ key: 'other', label: 'その他', count: rest }] : []),
  ];
}

/**
 * The operator's overview: submissions per day (the 30 days up to the period's end) and per ISO
 * week (the 12 weeks up to it), both zero-filled, and for the period (default: the 30 days up to
 * today, in Tokyo; at most three years) the levels, industries, employee bands, writers and the
 * funnel. Aggregates only: no contact data leaves the database, so reading it is not written to
 * the audit log.
 */
export async function buildOverview(
  deps: BuildOverviewDeps,
  query: AdminOverviewQuery,
  now: Date = new Date(),
): Promise<AdminOverview> {
  const today = tokyoDayOf(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(overviewDays - 1));
  // The schema bounds a period given whole; a start alone runs to today, which it cannot know.
  if (spanInDays(from, to) > maxOverviewPeriodDays) {
    throw new AppError('validation_failed', 'The request has invalid fields.', [
      { path: 'from', message: overviewPeriodTooLongMessage },
    ]);
  }

  const weekStarts = Array.from({ length: overviewWeeks }, (_, index) =>
    addDays(isoWeekOf(to).start, -7 * (overviewWeeks - 1 - index)),
  );
  const seriesStart = [weekStarts[0]!, addDays(to, -(overviewDays - 1))].sort()[0]!;
  const perDay = await deps.overview.dailyCounts(tokyoDayBounds(seriesStart).start, tokyoDayBounds(to).end);
  const countOn = (day: string) => perDay.get(day) ?? 0;

  const breakdown = await deps.overview.breakdown(tokyoDayBounds(from).start, tokyoDayBounds(to).end);
  const funnel = await deps.funnel.totals(from, to);

  return {
    period: { from, to },
    daily: daysBetween(addDays(to, -(overviewDays - 1)), to).map((day) => ({ day, count: countOn(day) })),
    weekly: weekStarts.map((start) => {
      const week = isoWeekOf(start);
      // The current week counts up to the period's end only.
      const days = daysBetween(start, week.end < to ? week.end : to);
      return {
        week: week.label,
        start,
        end: week.end,
        count: days.reduce((sum, day) => sum + countOn(day), 0),
      };
    }),
    levels: maturityLevels.map(({ level, name }) => ({
      level,
      name,
      count: breakdown.levels.get(level) ?? 0,
    })),
    industries: labelledCounts(industries, breakdown.industries),
    companySizes: labelledCounts(companySizes, breakdown.companySizes),
    writers: reportWriters.map((writer) => ({ writer, count: breakdown.writers.get(writer) ?? 0 })),
    funnel: funnelWithReach(funnel),
    sources: topSources(breakdown.sources),
  };
}
