import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  baselineBenchmark,
  levelDistribution,
  meanOfDistribution,
  percentileInDistribution,
  segmentEngagedRate,
} from './baseline-benchmark';

const flat = { strategy: 50, organization: 50, technology: 50, aiAdoption: 50, investment: 50 };

describe('segmentEngagedRate', () => {
  // Expected values are cells of derivedBaselineGrid in shared/data/benchmark-baseline.json.
  test.each([
    ['dx', 'manufacturing', '30_99', 24.2],
    ['dx', 'medical_care', 'gte1000', 37.2],
    ['dx', 'construction', '100_299', 35.4],
    ['dx', 'finance_insurance', 'lt10', 17.4],
    ['ai', 'information_communications', 'lt10', 17.6],
    ['ai', 'transport_logistics', '300_999', 13.2],
    ['ai', 'education', '30_99', 12.0],
  ] as const)('%s rate of %s × %s is %d%% as in the research grid', (metric, industry, size, expected) => {
    expect(segmentEngagedRate(metric, industry, size)).toBeCloseTo(expected, 1);
  });
});

describe('percentileInDistribution', () => {
  test('when the score rises, then the percentile never falls and stays within 0–100', () => {
    const distribution = levelDistribution(segmentEngagedRate('dx', 'manufacturing', '30_99'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];

        expect(percentileInDistribution(low, distribution)).toBeLessThanOrEqual(
          percentileInDistribution(high, distribution),
        );
        expect(percentileInDistribution(high, distribution)).toBeLessThanOrEqual(100);
      }),
    );
    expect(percentileInDistribution(0, distribution)).toBe(0);
    expect(percentileInDistribution(100, distribution)).toBeCloseTo(100, 6);
  });

  test('when the distribution is built, then its shares sum to one and its mean lies inside the scale', () => {
    const distribution = levelDistribution(40);

    expect(distribution.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 6);
    expect(distribution[0]).toBeCloseTo(0.6, 6);
    expect(meanOfDistribution(distribution)).toBeGreaterThan(10);
    expect(meanOfDistribution(distribution)).toBeLessThan(95);
  });
});

describe('baselineBenchmark', () => {
  test('when the same scores are compared in a leading and a lagging segment, then the percentile is lower among the leaders', () => {
    const leaders = baselineBenchmark(
      { industry: 'information_communications', companySize: 'gte1000' },
      { overall: 50, dimensions: flat },
    );
    const laggards = baselineBenchmark(
      { industry: 'medical_care', companySize: 'lt10' },
      { overall: 50, dimensions: flat },
    );

    expect(leaders.percentile).toBeLessThan(laggards.percentile);
    expect(leaders.peerAverage).toBeGreaterThan(laggards.peerAverage);
    expect(leaders.dimensionPercentiles.aiAdoption).toBeLessThan(laggards.dimensionPercentiles.aiAdoption);
    expect(leaders).toMatchObject({ source: 'baseline', peerCount: 0 });
  });

  test('when the industry or size code is unknown, then a size-only or all-firm baseline is still returned', () => {
    const result = baselineBenchmark(
      { industry: 'unknown', companySize: 'unknown' },
      { overall: 30, dimensions: flat },
    );

    expect(result.percentile).toBeGreaterThan(0);
    expect(result.percentile).toBeLessThan(100);
  });
});
