// The test compares the browser copy with the shared original; nothing of it reaches the bundle.
// eslint-disable-next-line no-restricted-imports
import { bandRangeText as sharedBandRangeText } from '@app/shared/assessment';
import { describe, expect, test } from 'vitest';
import { bandRangeText } from './band-range-text';

describe('bandRangeText', () => {
  test.each([
    [40, 70, '下位40%〜上位30%の範囲'],
    [0, 30, '下位30%以内'],
    [75, 100, '上位25%以内'],
    [0, 100, '幅が大きく、位置を絞り込めない範囲'],
    [10, 35, '下位10%〜下位35%の範囲'],
    [60, 85, '上位40%〜上位15%の範囲'],
    [50, 65, '上位50%〜上位35%の範囲'],
  ])('when the band runs from %i to %i, then it reads %s as in shared/assessment', (low, high, text) => {
    const band = { label: '中位程度', low, high };

    expect(bandRangeText(band)).toBe(text);
    expect(bandRangeText(band)).toBe(sharedBandRangeText(band));
  });
});
