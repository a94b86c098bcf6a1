import { describe, expect, test } from 'vitest';
import { calibrationTable, landingText, typicalProfiles } from './calibration';

describe('calibrationTable', () => {
  test('when a segment is tabled, then its prior covers all firms and every typical profile lands somewhere', () => {
    const [row] = calibrationTable(['manufacturing'], ['30_99']);

    expect(row!.prior).toHaveLength(5);
    expect(row!.prior.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 0);
    expect(row!.landings.map((landing) => landing.profile)).toEqual(
      typicalProfiles.map((profile) => profile.name),
    );
  });

  test('when a paper-based and an all-D company are placed, then the paper one lands lower on both level and band', () => {
    const [row] = calibrationTable(
      ['manufacturing'],
      ['gte1000'],
      [
        { name: 'paper', letters: 'AAAAAAAAAA' },
        { name: 'all-D', letters: 'DDDDDDDDDD' },
      ],
    );
    const [paper, allD] = row!.landings;

    expect(paper!.level).toBe(1);
    expect(allD!.level).toBe(5);
    expect(paper!.band!.high).toBeLessThan(allD!.band!.low);
  });

  test('when two size bands are tabled, then their priors differ (the table would show a flat prior)', () => {
    const [small, large] = calibrationTable(['manufacturing'], ['lt10', 'gte1000'], []);

    expect(small!.prior[0]).toBeGreaterThan(large!.prior[0]!);
  });
});

describe('landingText', () => {
  test('when a landing has a band, then the cell names level, band and range', () => {
    expect(
      landingText({ profile: 'x', level: 2, overall: 30, band: { label: '中位程度', low: 25, high: 85 } }),
    ).toBe('L2 中位程度 25–85');
  });
});
