import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { companySizes, industries } from '../questionnaire/dropdown-options';
import { choiceLetters, questionIds } from '../questionnaire/questions';
import { dimensionKeys } from '../contract/diagnosis-result';
import {
  aiUsePrior,
  baselineBenchmark,
  baselineStandings,
  levelPrior,
  withholdStanding,
} from './baseline-benchmark';
import { blendBenchmark, coarsened, ownDataWeight, type PeerAggregates } from './blend-benchmark';
import { calibrationTargets, maxLevel5Share } from './public-baseline';
import { scoreAnswers } from './score-answers';
import { bandLabel, notNarrowedLabel, standingRangeText } from './standing-band';

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

  test.each(calibrationTargets.map((target) => [target.size, target.metric, target.level, target] as const))(
    '%s: the modelled share %s level %i lies in the accepted range around its source',
    (size, metric, level, target) => {
      const prior = levelPrior('other', size);
      const share =
        (metric === 'atLeast' ? prior.slice(level - 1) : prior.slice(0, level)).reduce((a, b) => a + b, 0) *
        100;
      expect(share).toBeGreaterThanOrEqual(target.accept[0]);
      expect(share).toBeLessThanOrEqual(target.accept[1]);
    },
  );

  test('when an industry leads, then level 5 still stays near the DX推進指標 1 % (never above the set ceiling)', () => {
    for (const { industry, companySize } of segments) {
      expect(levelPrior(industry, companySize)[4]! * 100).toBeLessThanOrEqual(maxLevel5Share);
    }
  });

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
  test('when a company is paper-based in every capability (q1, q4, q6, q8, q9 = A), then it is never placed at or above the middle', () => {
    for (const segment of segments) {
      const benchmark = benchmarkOf(segment, 'ADAAAAAADD');
      expect(benchmark.percentile).toBeLessThan(50);
      expect(benchmark.band!.label).not.toMatch(/上/);
      expect(benchmark.band!.low).toBe(0);
    }
  });

  test('when a company does not use AI (q6 = A), then it is below the middle on AI in every segment', () => {
    for (const segment of segments) {
      for (const letters of ['CCCCCACCCC', 'DDDDDADDDD']) {
        const benchmark = benchmarkOf(segment, letters);
        expect(benchmark.dimensionPercentiles.aiAdoption).toBeLessThan(50);
        expect(benchmark.dimensionBands!.aiAdoption.label).not.toMatch(/上/);
      }
    }
  });

  test('when a micro firm answers B everywhere, then it is neither 下位 nor above the middle', () => {
    for (const industry of industries.values) {
      const label = benchmarkOf({ industry, companySize: 'lt10' }, 'BBBBBBBBBB').band!.label;
      expect(label).not.toBe('下位');
      expect(label).not.toMatch(/上/);
    }
  });

  test('when a large ICT or finance firm runs DX company-wide (level 4), then it stands above the middle', () => {
    for (const industry of ['information_communications', 'finance_insurance']) {
      const benchmark = benchmarkOf({ industry, companySize: 'gte1000' }, 'DCCCCCCCCC');
      expect(benchmark.band!.low).toBeGreaterThanOrEqual(50);
      expect(benchmark.band!.label).toMatch(/上/);
    }
  });

  test('when any answers are scored, then every label is derived from its own range and every range reads in one direction', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...segments),
        fc.tuple(...questionIds.map(() => fc.constantFrom(...choiceLetters))),
        (segment, letters) => {
          const benchmark = benchmarkOf(segment, letters.join(''));
          for (const band of [benchmark.band!, ...Object.values(benchmark.dimensionBands!)]) {
            expect(band.label).toBe(bandLabel(band.low, band.high));
            expect(standingRangeText(band)).not.toMatch(/下位|上位/);
          }
        },
      ),
    );
  });

  test('when a dimension tile shows the score and the segment average, then its label agrees with both', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...segments),
        fc.tuple(...questionIds.map(() => fc.constantFrom(...choiceLetters))),
        (segment, letters) => {
          const sheetLetters = letters.join('');
          const scores = scoreAnswers(sheet(sheetLetters)).dimensions;
          const benchmark = benchmarkOf(segment, sheetLetters);
          for (const key of dimensionKeys) {
            const { label } = benchmark.dimensionBands![key];
            const score = Math.round(scores[key]);
            const average = benchmark.dimensionAverages![key];
            if (/下/.test(label)) expect(score).toBeLessThan(average);
            if (/上/.test(label)) expect(score).toBeGreaterThan(average);
          }
        },
      ),
    );
  });

  test('when the industry is 「その他」, then the range spans every published industry around the size band', () => {
    for (const companySize of companySizes.values) {
      const answers = scoreAnswers(sheet('CCCCCCCCCC'));
      const other = baselineStandings({ industry: 'other', companySize }, answers);
      for (const industry of industries.values) {
        const one = baselineStandings({ industry, companySize }, answers);
        expect(other.overall.low).toBeLessThanOrEqual(one.overall.low);
        expect(other.overall.high).toBeGreaterThanOrEqual(one.overall.high);
      }
      const ict = baselineStandings({ industry: 'information_communications', companySize }, answers);
      expect(other.overall.high - other.overall.low).toBeGreaterThan(ict.overall.high - ict.overall.low);
    }
  });

  test('when the standing is withheld for contradictory answers, then no band states a position', () => {
    const withheld = withholdStanding(
      benchmarkOf({ industry: 'manufacturing', companySize: '30_99' }, 'CCCCCCCCCC'),
    );
    expect(withheld.band!.label).toBe(notNarrowedLabel);
    for (const key of dimensionKeys) expect(withheld.dimensionBands![key].label).toBe(notNarrowedLabel);
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

  test('when a hundred or more companies exist, then own data alone is used, in coarse steps', () => {
    const result = blendBenchmark(standings, peers(100, 42));
    expect(result.source).toBe('peers');
    expect(result.percentile).toBe(40);
    expect(result.peerAverage).toBe(60);
    expect(result.dimensionAverages!.investment).toBe(55);
  });

  test('when probes move the exact peer figures by less than a step, then nothing the visitor sees moves', () => {
    const exact = (percentile: number, peerAverage: number): PeerAggregates => ({
      ...peers(12, percentile),
      peerAverage,
      dimensionPercentiles: {
        strategy: percentile,
        organization: 50,
        technology: 50,
        aiAdoption: 50,
        investment: 50,
      },
    });

    // One company more or less above a probe's score moves a percentile of 12 peers by about 8 points.
    expect(blendBenchmark(standings, exact(46, 61.4))).toEqual(blendBenchmark(standings, exact(54, 58.6)));
    expect(coarsened(exact(46, 61.4))).toMatchObject({ percentile: 50, peerAverage: 60 });
  });
});
