import type { RoadmapPhase, SupportReference } from '../contract/diagnosis-result';
import { kpiMeasures, otherKpiMeasure, type KpiMeasure } from './content/kpi-measures';
import { supportProgrammes } from './content/support-programmes';
import { weeksPerMonth, workingDaysPerMonth, type FigurePeriod } from './reading/figure-units';
import type { VisitorFigure } from './reading/visitor-figures';
import { focusTool } from './builtin/report-focus';
import { capFor } from './match-support';
import type { ReportFacts } from './report-facts';

/**
 * What turns the roadmap's indicators into targets, for both writers: a baseline to take and a
 * six-month 目安 per KPI, a 試算 from the visitor's own numbers tied to phase 1's KPI, and the investment
 * phase's budget as a published programme frame for the company's size (目安).
 */
export function withTargets(
  roadmap: readonly RoadmapPhase[],
  facts: ReportFacts,
  support: readonly SupportReference[],
): RoadmapPhase[] {
  const estimate = estimateFor(facts.reading.figures ?? [], roadmap[0]?.kpis ?? []);
  const budgetGuide = budgetGuideFor(facts, support);
  return roadmap.map((phase, index) => ({
    ...phase,
    measures: phase.kpis.map((kpi) => {
      const measure = measureOf(kpi);
      return { kpi, baseline: measure.baseline, sixMonthGuide: measure.sixMonthGuide };
    }),
    ...(index === 0 && estimate ? { estimate } : {}),
    ...(index === 1 && budgetGuide ? { budgetGuide } : {}),
  }));
}

/** The unit a KPI carries in its last brackets (「（分／件）」 → 「分／件」). */
export function unitOf(kpi: string): string | null {
  const open = kpi.lastIndexOf('（');
  return open >= 0 && kpi.endsWith('）') ? kpi.slice(open + 1, -1) : null;
}

export function measureOf(kpi: string): KpiMeasure {
  const unit = unitOf(kpi);
  return (
    Object.values(kpiMeasures).find((measure) => unit !== null && measure.units.includes(unit)) ??
    otherKpiMeasure
  );
}

/** Per-period KPI units a figure of each kind can be restated in, and the period each means. */
const periodUnits: Record<'hours' | 'count' | 'yen', Record<string, FigurePeriod>> = {
  hours: { '時間／月': 'month', '時間／週': 'week', '時間／日': 'day' },
  count: { '件／月': 'month', '件／年': 'year' },
  yen: { '円／月': 'month' },
};
const perMonth: Record<FigurePeriod, number> = {
  day: workingDaysPerMonth,
  week: weeksPerMonth,
  month: 1,
  year: 1 / 12,
};
const assumption: Record<FigurePeriod, string> = {
  day: `月${workingDaysPerMonth}営業日として`,
  week: `月${weeksPerMonth}週として`,
  month: '',
  year: '12か月で割って',
};
/** The assumption a conversion rests on, as the start of the sentence (「月20営業日として、」), or ''. */
const leadIn = (from: FigurePeriod, to: FigurePeriod) => (from === to ? '' : `${assumption[from]}、`);
const unitWords = { hours: '時間', count: '件', yen: '円' } as const;
const periodWords: Record<FigurePeriod, string> = { day: '日', week: '週', month: '月', year: '年' };

/** A figure as Japanese, rounded the way an estimate is read (「約40」「約1.5」「約12万」). */
function approximately(value: number): string {
  if (value >= 10_000) return `${Math.round(value / 10_000).toLocaleString('ja-JP')}万`;
  if (value >= 10) return Math.round(value).toLocaleString('ja-JP');
  return String(Math.round(value * 10) / 10);
}

/**
 * The 試算 from the first of the visitor's recurring numbers that phase 1's KPIs can be stated in
 * (hours, items or yen per period), or null: no number, or none that fits an indicator.
 */
export function estimateFor(
  figures: readonly VisitorFigure[],
  kpis: readonly string[],
): RoadmapPhase['estimate'] | null {
  for (const figure of figures) {
    if (figure.period === null || !(figure.kind in periodUnits)) continue;
    const kind = figure.kind as keyof typeof periodUnits;
    for (const kpi of kpis) {
      const unit = unitOf(kpi);
      // Time spent per period, against a per-item time: the total is what the per-item figure divides.
      const perItem = kind === 'hours' && unit !== null && kpiMeasures.timePerItem.units.includes(unit);
      const target = perItem ? 'month' : unit ? periodUnits[kind][unit] : undefined;
      if (!target) continue;
      const opening = `ご記入の「${figure.text}」をもとにした試算では、${leadIn(figure.period, target)}${amountOf(figure, kind, target)}です。`;
      return {
        kpi,
        text: perItem
          ? `${opening}同じ月の件数で割ると、指標「${kpi}」の現状値の見込みになります。実際に測って確かめてください。`
          : `${opening}指標「${kpi}」の現状値の見込みとして、実際に測って確かめてください。`,
      };
    }
  }
  return null;
}

/** A figure restated per `target` period, rounded: 「約40時間／月」「約30〜40件／月」. */
function amountOf(figure: VisitorFigure, kind: keyof typeof periodUnits, target: FigurePeriod): string {
  const scale = perMonth[figure.period!] / perMonth[target];
  const low = approximately(figure.value * scale);
  const high = figure.upper === null ? null : approximately(figure.upper * scale);
  return `約${high && high !== low ? `${low}〜${high}` : low}${unitWords[kind]}／${periodWords[target]}`;
}

/** The frame a theme's investment falls under, where it is not a programme's first frame. */
const framesByTheme: Partial<Record<string, string>> = { security: 'セキュリティ対策推進枠' };

/**
 * The investment phase's budget as a programme frame the company can use: the first subsidy the report
 * lists, the frame that fits the lead theme, its rate and the cap for the company's size; null when no
 * subsidy is listed or none publishes a rate and cap.
 */
export function budgetGuideFor(
  facts: ReportFacts,
  support: readonly SupportReference[],
): RoadmapPhase['budgetGuide'] | null {
  const programme = supportProgrammes.find(
    (entry) => entry.kind === 'subsidy' && support.some((listed) => listed.name === entry.name),
  );
  if (!programme) return null;
  const wanted = framesByTheme[facts.leadTheme?.id ?? ''];
  const published = programme.frames.filter((frame) => frame.rate !== null && frame.caps !== null);
  const frame = published.find((entry) => entry.name === wanted) ?? published[0];
  const cap = frame ? capFor(frame, facts.companySize.code) : null;
  if (!frame || !cap) return null;
  const tool = focusTool(facts) ?? 'ツール';
  return {
    text: `${programme.name}の${frame.name}は、補助率${frame.rate}、${cap}です。${tool}の導入費用の規模を考える目安としてご覧ください（対象になるかは公募要領でご確認ください）。`,
    source: programme.source.title,
    url: programme.source.url,
    checkedOn: programme.source.checkedOn,
  };
}
