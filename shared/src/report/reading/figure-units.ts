/**
 * The units and periods by which visitors write their own numbers (「毎日2時間」「月に30件」「掲載料が月に
 * 10万円」), as the analyser splits them: a counter after the number, a period word before it. Reviewed
 * on 2026-11-25.
 */

/** What a figure measures. */
export const figureKinds = ['hours', 'count', 'yen', 'people', 'percent'] as const;
export type FigureKind = (typeof figureKinds)[number];

/** Counters (the word after a number) and what one of them is worth in its kind. */
export const figureUnits: Readonly<Record<string, { kind: FigureKind; factor: number }>> = {
  時間: { kind: 'hours', factor: 1 },
  分: { kind: 'hours', factor: 1 / 60 },
  件: { kind: 'count', factor: 1 },
  枚: { kind: 'count', factor: 1 },
  通: { kind: 'count', factor: 1 },
  円: { kind: 'yen', factor: 1 },
  人: { kind: 'people', factor: 1 },
  名: { kind: 'people', factor: 1 },
  '%': { kind: 'percent', factor: 1 },
  '％': { kind: 'percent', factor: 1 },
  割: { kind: 'percent', factor: 10 },
};

/** How often a figure recurs. */
export const figurePeriods = ['day', 'week', 'month', 'year'] as const;
export type FigurePeriod = (typeof figurePeriods)[number];

/** Words before a number that say how often it recurs, as the analyser gives them (lemmas). */
export const periodWords: Readonly<Record<FigurePeriod, readonly string[]>> = {
  day: ['毎日', '日々', '毎朝', '毎晩'],
  week: ['毎週', '週'],
  month: ['毎月', '月', '月間', '月々'],
  year: ['毎年', '年間', '年'],
};

/** 「1日」「１か月」: a period written as one of a number and a counter. */
export const periodCounters: Readonly<Record<string, FigurePeriod>> = {
  日: 'day',
  週: 'week',
  週間: 'week',
  月: 'month',
  ヶ月: 'month',
  か月: 'month',
  カ月: 'month',
  年: 'year',
};

/** Working days in a month and weeks in a month, the assumptions every 試算 states. */
export const workingDaysPerMonth = 20;
export const weeksPerMonth = 4;
