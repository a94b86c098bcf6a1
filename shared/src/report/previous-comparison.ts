import {
  dimensionKeys,
  type ReportComparison,
  type ReportScores,
  type RoadmapPhase,
} from '../contract/diagnosis-result';
import { changeText, dimensionLabels } from '../contract/report-display';

/** What a second diagnosis needs of the earlier one: its date, stored scores and roadmap. */
export interface PreviousDiagnosis {
  /** When the earlier report was made (its completion, else its submission). */
  diagnosedAt: Date;
  scores: ReportScores;
  /** The earlier roadmap; absent in reports written before it existed. */
  roadmap?: readonly RoadmapPhase[];
}

/**
 * The KPIs an earlier roadmap asked to measure, in phase order, each with its measure when it had
 * one; a KPI that several phases share is listed once, under the first.
 */
function previousKpisOf(roadmap: readonly RoadmapPhase[]): ReportComparison['previousKpis'] {
  const seen = new Set<string>();
  return roadmap.flatMap((phase) =>
    phase.kpis.flatMap((kpi) => {
      if (seen.has(kpi)) return [];
      seen.add(kpi);
      const measure = phase.measures?.find((entry) => entry.kpi === kpi);
      return [
        {
          period: phase.period,
          phaseTitle: phase.title,
          kpi,
          ...(measure ? { baseline: measure.baseline, sixMonthGuide: measure.sixMonthGuide } : {}),
        },
      ];
    }),
  );
}

/**
 * A second diagnosis beside the earlier one: the earlier level, each area then and now (rounded
 * as the report shows scores, the change taken between the rounded figures so that the table adds
 * up) and the KPIs the earlier roadmap asked to measure.
 */
export function buildComparison(previous: PreviousDiagnosis, current: ReportScores): ReportComparison {
  const before = previous.scores;
  return {
    previous: {
      diagnosedAt: previous.diagnosedAt.toISOString(),
      level: before.level,
      levelName: before.levelName,
      overall: Math.round(before.overall),
    },
    levelChange: current.level - before.level,
    overallChange: Math.round(current.overall) - Math.round(before.overall),
    dimensions: dimensionKeys.map((key) => {
      const then = Math.round(before.dimensions[key]);
      const now = Math.round(current.dimensions[key]);
      return { key, previous: then, current: now, change: now - then };
    }),
    previousKpis: previousKpisOf(previous.roadmap ?? []),
  };
}

/**
 * The knowledge-pack section of a second diagnosis: the model may speak of the change since the
 * earlier diagnosis with these figures only; the comparison itself is a table of its own in the report.
 */
export function comparisonPackSection(comparison: ReportComparison | undefined): string | null {
  if (!comparison) return null;
  const date = comparison.previous.diagnosedAt.slice(0, 10);
  const areas = comparison.dimensions.map(
    (area) =>
      `- ${dimensionLabels[area.key]}：前回${area.previous} → 今回${area.current}（${changeText(area.change, '点')}）`,
  );
  const kpis =
    comparison.previousKpis.length === 0
      ? ['- 前回のロードマップに指標はありません']
      : comparison.previousKpis.map((entry) => `- ${entry.period}：${entry.kpi}`);
  return [
    '## 前回の診断との比較（2回目の診断です。比較表と前回の指標はレポートの別欄に載ります）',
    `- 前回の診断日：${date}`,
    `- 総合スコア：前回${comparison.previous.overall} → 今回${comparison.previous.overall + comparison.overallChange}（${changeText(comparison.overallChange, '点')}）`,
    `- 成熟度レベルの変化：${comparison.levelChange === 0 ? '変わらず' : comparison.levelChange > 0 ? `${comparison.levelChange}段階上昇` : `${-comparison.levelChange}段階低下`}`,
    ...areas,
    '### 前回のロードマップで測ることにした指標',
    ...kpis,
    '- 前回からの変化に触れる場合は、この節の数値だけを使う。前回のレベルの数字は本文に書かない（別欄に載るため）。',
  ].join('\n');
}
