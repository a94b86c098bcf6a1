import type { StandingBand } from '../contract/diagnosis-result';

/** Band names by the estimate's midpoint (percentile), lowest first. */
const bandNames: [upTo: number, label: string][] = [
  [20, '下位'],
  [40, '中位よりやや下'],
  [60, '中位程度'],
  [80, '中位よりやや上'],
  [101, '上位'],
];

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const roundTo5 = (value: number) => Math.round(value / 5) * 5;

/**
 * A standing as a band: the label comes from the midpoint, the range is widened by the source's
 * uncertainty and rounded to 5 points, since surveys of other years and definitions cannot support
 * a precise rank.
 */
export function standingBand(mid: number, low: number, high: number, widenBy = 0): StandingBand {
  const label = bandNames.find(([upTo]) => mid < upTo)![1];
  return {
    label,
    low: roundTo5(clamp(Math.min(low, mid) - widenBy)),
    high: roundTo5(clamp(Math.max(high, mid) + widenBy)),
  };
}

/**
 * The band's range in words, e.g. 「下位30%〜上位25%の範囲」, 「下位30%以内」 or 「上位25%以内」.
 * Percentiles count the share below; 上位 is the share above.
 */
export function bandRangeText(band: StandingBand): string {
  const below = (value: number) => `下位${value}%`;
  const above = (value: number) => `上位${100 - value}%`;
  if (band.low <= 0 && band.high >= 100) return '幅が大きく、位置を絞り込めない範囲';
  if (band.low <= 0) return `${below(band.high)}以内`;
  if (band.high >= 100) return `${above(band.low)}以内`;
  const side = (value: number) => (value < 50 ? below(value) : above(value));
  return band.low < 50 && band.high > 50
    ? `${below(band.low)}〜${above(band.high)}の範囲`
    : `${side(band.low)}〜${side(band.high)}の範囲`;
}
