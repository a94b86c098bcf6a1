import { describe, expect, test } from 'vitest';
import type { ReportScores } from '../contract/diagnosis-result';
import { buildComparison, comparisonPackSection } from './previous-comparison';

const scores = (overall: number, level: number, dimensions: number[]): ReportScores => ({
  overall,
  level,
  levelName: `名称${level}`,
  dimensions: {
    strategy: dimensions[0]!,
    organization: dimensions[1]!,
    technology: dimensions[2]!,
    aiAdoption: dimensions[3]!,
    investment: dimensions[4]!,
  },
  benchmark: {
    percentile: 50,
    dimensionPercentiles: { strategy: 50, organization: 50, technology: 50, aiAdoption: 50, investment: 50 },
    peerAverage: 50,
    peerCount: 0,
    source: 'baseline',
  },
});

describe('buildComparison', () => {
  test('when scores have decimals, then both sides are rounded as the report shows them and the change is taken between the rounded figures', () => {
    const comparison = buildComparison(
      { diagnosedAt: new Date('2026-05-20T03:00:00Z'), scores: scores(40.4, 2, [33.5, 60, 50.4, 20, 70]) },
      scores(52.6, 3, [45.4, 58, 50.6, 20, 70]),
    );

    expect(comparison.previous).toEqual({
      diagnosedAt: '2026-05-20T03:00:00.000Z',
      level: 2,
      levelName: '名称2',
      overall: 40,
    });
    expect(comparison.levelChange).toBe(1);
    expect(comparison.overallChange).toBe(13);
    expect(comparison.dimensions.map((area) => [area.key, area.previous, area.current, area.change])).toEqual(
      [
        ['strategy', 34, 45, 11],
        ['organization', 60, 58, -2],
        ['technology', 50, 51, 1],
        ['aiAdoption', 20, 20, 0],
        ['investment', 70, 70, 0],
      ],
    );
    expect(comparison.previousKpis).toEqual([]);
  });

  test('when the earlier roadmap had KPIs, then each is listed once, in phase order, with its measure when there was one', () => {
    const comparison = buildComparison(
      {
        diagnosedAt: new Date('2026-05-20T03:00:00Z'),
        scores: scores(40, 2, [40, 40, 40, 40, 40]),
        roadmap: [
          {
            period: '0〜3か月',
            title: '着手',
            actions: ['a'],
            owner: '代表者',
            kpis: ['FAX受注の割合（%）', '入力時間（分）'],
            budget: '',
            support: '',
            measures: [{ kpi: '入力時間（分）', baseline: '2週間測る', sixMonthGuide: '短くなる' }],
          },
          {
            period: '3〜6か月',
            title: '改善',
            actions: ['b'],
            owner: '代表者',
            kpis: ['FAX受注の割合（%）'],
            budget: '',
            support: '',
          },
        ],
      },
      scores(40, 2, [40, 40, 40, 40, 40]),
    );

    expect(comparison.previousKpis).toEqual([
      { period: '0〜3か月', phaseTitle: '着手', kpi: 'FAX受注の割合（%）' },
      {
        period: '0〜3か月',
        phaseTitle: '着手',
        kpi: '入力時間（分）',
        baseline: '2週間測る',
        sixMonthGuide: '短くなる',
      },
    ]);
  });
});

describe('comparisonPackSection', () => {
  test('when there is no earlier diagnosis, then the knowledge pack gets no section', () => {
    expect(comparisonPackSection(undefined)).toBeNull();
  });

  test('when there is one, then the model gets the changes in figures but no earlier level number to write', () => {
    const comparison = buildComparison(
      { diagnosedAt: new Date('2026-05-20T03:00:00Z'), scores: scores(40, 2, [30, 60, 50, 20, 70]) },
      scores(55, 3, [45, 58, 50, 20, 70]),
    );

    const section = comparisonPackSection(comparison)!;

    expect(section).toContain('## 前回の診断との比較');
    expect(section).toContain('総合スコア：前回40 → 今回55（+15点（上昇））');
    expect(section).toContain('DX推進・戦略：前回30 → 今回45（+15点（上昇））');
    expect(section).toContain('組織・推進体制：前回60 → 今回58（−2点（低下））');
    expect(section).toContain('成熟度レベルの変化：1段階上昇');
    // The report guards refuse level numbers other than the current and next one.
    expect(section).not.toMatch(/レベル\s*[1-5]/);
  });
});
