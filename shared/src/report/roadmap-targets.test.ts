import { describe, expect, test } from 'vitest';
import { areaGuides } from './content/area-guides';
import { kpiMeasures, otherKpiMeasure } from './content/kpi-measures';
import { playbooks } from './content/playbooks';
import type { VisitorFigure } from './reading/visitor-figures';
import { estimateFor, measureOf, unitOf } from './roadmap-targets';

const figure = (overrides: Partial<VisitorFigure>): VisitorFigure => ({
  field: 'issue',
  text: '毎日2時間',
  kind: 'hours',
  value: 2,
  upper: null,
  period: 'day',
  ...overrides,
});

describe('roadmap targets', () => {
  test('a KPI is measured by the unit in its last brackets', () => {
    expect(unitOf('受注1件あたりの入力時間（分／件）')).toBe('分／件');
    expect(measureOf('受注1件あたりの入力時間（分／件）')).toBe(kpiMeasures.timePerItem);
    expect(measureOf('シフト作成にかかる時間（時間／月）')).toBe(kpiMeasures.timePerPeriod);
    expect(measureOf('車両ごとの燃費（km／L）')).toBe(otherKpiMeasure);
  });

  test('nearly every KPI in the playbooks and area guides has a measure of its own unit', () => {
    const kpis = [
      ...playbooks.flatMap((playbook) => [
        ...playbook.kpis,
        ...Object.values(playbook.byIndustry ?? {}).flatMap((variant) => variant.kpis ?? []),
        ...(playbook.forLargeCompanies?.kpis ?? []),
      ]),
      ...Object.values(areaGuides).flatMap((guide) => guide.kpis),
    ];
    const general = kpis.filter((kpi) => measureOf(kpi) === otherKpiMeasure);

    expect(kpis.length).toBeGreaterThan(100);
    expect(general.length / kpis.length).toBeLessThan(0.05);
  });

  test('a daily time becomes a monthly 試算 on a 20-day month, tied to the phase-1 KPI in hours per month', () => {
    const estimate = estimateFor([figure({})], ['紙の件数（件／月）', 'シフト作成にかかる時間（時間／月）']);

    expect(estimate?.kpi).toBe('シフト作成にかかる時間（時間／月）');
    expect(estimate?.text).toContain('月20営業日として、約40時間／月');
    expect(estimate?.text).toContain('「毎日2時間」');
  });

  test('a monthly count fits a per-month count KPI as written, a range keeps both ends', () => {
    const estimate = estimateFor(
      [figure({ text: '月に30〜40件', kind: 'count', value: 30, upper: 40, period: 'month' })],
      ['入力ミスの件数（件／月）'],
    );

    expect(estimate?.text).toContain('約30〜40件／月');
    expect(estimate?.text).not.toContain('営業日');
  });

  test('a time per period against a time per item says the total is what the item figure divides', () => {
    const estimate = estimateFor(
      [figure({ text: '週に5時間', value: 5, period: 'week' })],
      ['受注1件あたりの入力時間（分）'],
    );

    expect(estimate?.text).toContain('月4週として、約20時間／月');
    expect(estimate?.text).toContain('件数で割る');
  });

  test('no 試算 without a recurring figure or without a KPI it can be stated in', () => {
    expect(estimateFor([figure({ period: null })], ['作業時間（時間／月）'])).toBeNull();
    expect(
      estimateFor([figure({ kind: 'people', text: '5人', value: 5 })], ['作業時間（時間／月）']),
    ).toBeNull();
    expect(estimateFor([figure({})], ['デジタルで記録・共有している業務の数（件）'])).toBeNull();
  });
});
