import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  bandLabel,
  isStandingFinding,
  maxFindingWidth,
  notNarrowedLabel,
  reconcileWithAverage,
  standingBand,
  standingRangeText,
} from './standing-band';

const percentile = fc.integer({ min: 0, max: 100 });

describe('bandLabel', () => {
  test('when a label is given, then the range it comes from agrees with it', () => {
    fc.assert(
      fc.property(percentile, percentile, (a, b) => {
        const [low, high] = [Math.min(a, b), Math.max(a, b)];
        const label = bandLabel(low, high);
        if (high - low > maxFindingWidth) {
          expect(label).toBe(notNarrowedLabel);
          return;
        }
        expect(label).not.toBe(notNarrowedLabel);
        if (label === '下位') expect(high).toBeLessThanOrEqual(30);
        if (label === '中位より下') expect(high).toBeLessThanOrEqual(50);
        if (label === '上位') expect(low).toBeGreaterThanOrEqual(70);
        if (label === '中位より上') expect(low).toBeGreaterThanOrEqual(50);
        if (label === '中位前後') {
          expect(low).toBeLessThan(50);
          expect(high).toBeGreaterThan(50);
        }
      }),
    );
  });

  test.each([
    [5, 45, '中位より下'],
    [0, 25, '下位'],
    [40, 70, '中位前後'],
    [55, 85, '中位より上'],
    [75, 100, '上位'],
    [5, 60, notNarrowedLabel],
  ])('when the range runs from %i to %i, then it is %s', (low, high, label) => {
    expect(bandLabel(low, high)).toBe(label);
  });

  test('when the midpoint is low but the widened range crosses the middle, then the label is not 下位', () => {
    // The old label came from the midpoint (below 20: 「下位」) whatever the range.
    const band = standingBand(19, 20, 50, 8);
    expect(band).toEqual({ label: '中位前後', low: 10, high: 60 });
  });
});

describe('standingRangeText', () => {
  test.each([
    [5, 55, '下から5〜55%の間'],
    [0, 30, '下から30%以内'],
    [75, 100, '上から25%以内'],
  ])('when the band runs from %i to %i, then it reads %s', (low, high, text) => {
    expect(standingRangeText({ label: bandLabel(low, high), low, high })).toBe(text);
  });

  test('when any range is written, then it counts from one end only', () => {
    fc.assert(
      fc.property(percentile, percentile, (a, b) => {
        const band = { label: '', low: Math.min(a, b), high: Math.max(a, b) };
        const text = standingRangeText(band);
        expect(text.includes('下') && text.includes('上')).toBe(false);
        expect(text).not.toMatch(/下位|上位/);
      }),
    );
  });
});

describe('isStandingFinding', () => {
  test('when the range is wider than the set width, then it is not a finding', () => {
    expect(isStandingFinding(standingBand(30, 10, 65))).toBe(false);
    expect(isStandingFinding(standingBand(30, 10, 60))).toBe(true);
    expect(standingBand(30, 10, 65).label).toBe(notNarrowedLabel);
  });
});

describe('reconcileWithAverage', () => {
  test('when a score above the average has a range below the middle, then the range is widened across the middle', () => {
    const band = reconcileWithAverage({ label: '中位より下', low: 20, high: 45 }, 56, 50);
    expect(band.low).toBeLessThan(50);
    expect(band.high).toBeGreaterThan(50);
    expect(band.label).toBe('中位前後');
  });

  test('when a score below the average has a range above the middle, then it is not called above the middle', () => {
    const band = reconcileWithAverage({ label: '上位', low: 70, high: 95 }, 33, 40);
    expect(band.label).not.toMatch(/上/);
    expect(band.low).toBeLessThan(50);
  });

  test('when the score and the range agree, then the band is unchanged', () => {
    const band = { label: '中位より下', low: 20, high: 45 };
    expect(reconcileWithAverage(band, 33, 50)).toBe(band);
  });
});
