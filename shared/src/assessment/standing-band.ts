import type { StandingBand } from '../contract/diagnosis-result';
import { maxFindingWidth, notNarrowedLabel } from '../contract/report-display';

// The display side of a band (its range text, whether it is a finding) is shared with the browser.
export {
  isStandingFinding,
  maxFindingWidth,
  notNarrowedLabel,
  standingRangeText,
} from '../contract/report-display';

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const roundTo5 = (value: number) => Math.round(value / 5) * 5;

/**
 * The label of a range, derived from the range alone so that it can never contradict it: a range
 * wholly below the middle is 「下位」 (within the bottom 30 %) or 「中位より下」; wholly above it is
 * 「上位」 (within the top 30 %) or 「中位より上」; one that crosses the middle is 「中位前後」; one wider
 * than `maxFindingWidth` is 「判定保留」.
 */
export function bandLabel(low: number, high: number): string {
  if (high - low > maxFindingWidth) return notNarrowedLabel;
  if (high <= 50) return high <= 30 ? '下位' : '中位より下';
  if (low >= 50) return low >= 70 ? '上位' : '中位より上';
  return '中位前後';
}

/**
 * A standing as a band: the range is widened by the source's uncertainty and rounded to 5 points,
 * since surveys of other years and definitions cannot support a precise rank; the label is derived
 * from that range.
 */
export function standingBand(mid: number, low: number, high: number, widenBy = 0): StandingBand {
  const bandLow = roundTo5(clamp(Math.min(low, mid) - widenBy));
  const bandHigh = roundTo5(clamp(Math.max(high, mid) + widenBy));
  return { label: bandLabel(bandLow, bandHigh), low: bandLow, high: bandHigh };
}

/**
 * A dimension's band reconciled with the score and the segment average shown beside it: a label
 * below the middle needs a score below the average, one above the middle a score above it. When the
 * rank range and the average disagree (a skewed distribution: most firms at one step), the range is
 * widened to reach the middle, so neither claim is made and the label follows the range.
 */
export function reconcileWithAverage(band: StandingBand, score: number, average: number): StandingBand {
  const shownScore = Math.round(score);
  const shownAverage = Math.round(average);
  const below = band.high <= 50;
  const above = band.low >= 50;
  if ((below && shownScore >= shownAverage) || (above && shownScore <= shownAverage)) {
    const low = Math.min(band.low, 50);
    const high = Math.max(band.high, 50);
    // Widened past the middle by one rounding step, so that the range visibly crosses it.
    const crossing = { low: low === 50 ? 45 : low, high: high === 50 ? 55 : high };
    return { label: bandLabel(crossing.low, crossing.high), ...crossing };
  }
  return band;
}

/** A band withheld: the answers contradict each other, so no standing is stated until they are confirmed. */
export function withheldBand(band: StandingBand): StandingBand {
  return { ...band, label: notNarrowedLabel };
}
