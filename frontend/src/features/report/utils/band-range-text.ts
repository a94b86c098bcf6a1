import type { StandingBand } from '@app/shared/contract';

/**
 * The band's range in words, e.g. 「下位30%〜上位25%の範囲」, 「下位30%以内」 or 「上位25%以内」.
 * A copy of `bandRangeText` in shared/assessment (standing-band.ts), which the browser bundle may not
 * import (lint zone); band-range-text.test.ts keeps the two in step.
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
