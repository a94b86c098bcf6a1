import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { companySizes, industries } from '../questionnaire/dropdown-options';
import { choiceLetters, questionIds } from '../questionnaire/questions';
import { aiUsePrior, baselineBenchmark, baselineStandings, levelPrior } from './baseline-benchmark';
import { blendBenchmark, ownDataWeight, type PeerAggregates } from './blend-benchmark';
import { scoreAnswers } from './score-answers';

const sheet = (letters: string) => Object.fromEntries(questionIds.map((id, index) => [id, letters[index]!]));
const segments = industries.values.flatMap((industry) =>
  companySizes.values.map((companySize) => ({ industry, companySize })),
);
const benchmarkOf = (segment: { industry: string; companySize: string }, letters: string) =>
  baselineBenchmark(baselineStandings(segment, scoreAnswers(sheet(letters))));

describe('levelPrior and aiUsePrior', () => {
  test.each(segments.map((segment) => [segment.industry, segment.companySize]))(
    '%s × %s: shares sum to one and larger firms are never less mature',
    (industry, companySize) => {
      const prior = levelPrior(industry, companySize);
      expect(prior.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 6);
      for (const share of prior) expect(share).toBeGreaterThan(0);
      expect(aiUsePrior(industry, companySize).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 6);
    },
  );

  test('when the size band grows, then the share at level 3 or above never falls', () => {
    for (const industry of industries.values) {
      const atLeast3 = companySizes.values.map((size) =>
        levelPrior(industry, size)
          .slice(2)
          .reduce((a, b) => a + b, 0),
      );
      for (let index = 1; index < atLeast3.length; index += 1)
        expect(atLeast3[index]!).toBeGreaterThanOrEqual(atLeast3[index - 1]!);
    }
  });
});

describe('baselineBenchmark calibration', () => {
  test('when a company is paper-based in every capability (q1, q4, q6, q8, q9 = A), then it is below the middle in every segment', () => {
    for (const segment of segments) {
      const benchmark = benchmarkOf(segment, 'ADAAAAAADD');
      expect(benchmark.percentile).toBeLessThan(50);
      expect(benchmark.band!.label).toMatch(/下位|やや下/);
    }
  });

  test('when a company does not use AI (q6 = A), then it is below the middle on AI in every segment', () => {
    for (const segment of segments) {
      for (const letters of ['CCCCCACCCC', 'DDDDDADDDD']) {
        expect(benchmarkOf(segment, letters).dimensionPercentiles.aiAdoption).toBeLessThan(50);
      }
    }
  });

  test('when a micro firm answers B everywhere, then it is in the middle band', () => {
    for (const industry of industries.values) {
      expect(benchmarkOf({ industry, companySize: 'lt10' }, 'BBBBBBBBBB').band!.label).toMatch(/中位/);
    }
  });

  test('when the standing is stated, then it is a band with a range at least 10 points wide, never a bare rank', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...segments),
        fc.tuple(...questionIds.map(() => fc.constantFrom(...choiceLetters))),
        (segment, letters) => {
          const benchmark = benchmarkOf(segment, letters.join(''));
          expect(benchmark.band!.high - benchmark.band!.low).toBeGreaterThanOrEqual(10);
          expect(benchmark.band!.low).toBeLessThanOrEqual(benchmark.percentile);
          expect(benchmark.band!.high).toBeGreaterThanOrEqual(benchmark.percentile);
          expect(benchmark.source).toBe('baseline');
          expect(benchmark.peerCount).toBe(0);
        },
      ),
    );
  });

  test('when the same answers are compared in a leading and a lagging segment, then they stand lower among the leaders', () => {
    const leaders = benchmarkOf(
      { industry: 'information_communications', companySize: 'gte1000' },
      'CCCCCCCCCC',
    );
    const laggards = benchmarkOf({ industry: 'medical_care', companySize: 'lt10' }, 'CCCCCCCCCC');
    expect(leaders.percentile).toBeLessThan(laggards.percentile);
    expect(leaders.peerAverage).toBeGreaterThan(laggards.peerAverage);
    expect(leaders.dimensionPercentiles.aiAdoption).toBeLessThan(laggards.dimensionPercentiles.aiAdoption);
  });
});

describe('blendBenchmark', () => {
  const standings = baselineStandings(
    { industry: 'manufacturing', companySize: '30_99' },
    scoreAnswers(sheet('CCCCCCCCCC')),
  );
  const peers = (distinctCompanies: number, percentile: number): PeerAggregates => ({
    distinctCompanies,
    peerAverage: 61.37,
    dimensionAverages: { strategy: 50, organization: 40, technology: 45, aiAdoption: 30, investment: 55.5 },
    percentile,
    dimensionPercentiles: { strategy: 50, organization: 50, technology: 50, aiAdoption: 50, investment: 50 },
  });

  test('when fewer than ten distinct companies exist, then no own figure is shown', () => {
    const result = blendBenchmark(standings, peers(9, 5));
    expect(result).toEqual(baselineBenchmark(standings));
    expect(result.peerCount).toBe(0);
  });

  test('when ten to a hundred companies exist, then own data is blended by n/(n+30) and averages are whole points', () => {
    const base = baselineBenchmark(standings);
    const result = blendBenchmark(standings, peers(30, 10));
    expect(ownDataWeight(30)).toBeCloseTo(0.5, 6);
    expect(result.source).toBe('blended');
    expect(result.peerCount).toBe(30);
    expect(result.percentile).toBe(Math.round(0.5 * 10 + 0.5 * standings.overall.mid));
    expect(Number.isInteger(result.peerAverage)).toBe(true);
    expect(result.percentile).toBeLessThan(base.percentile);
  });

  test('when a hundred or more companies exist, then own data alone is used', () => {
    const result = blendBenchmark(standings, peers(100, 42));
    expect(result.source).toBe('peers');
    expect(result.percentile).toBe(42);
    expect(result.peerAverage).toBe(61);
    expect(result.dimensionAverages!.investment).toBe(56);
  });
});
