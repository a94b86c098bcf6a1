import type { DimensionKey, StandingBand } from './diagnosis-result';

/**
 * What the report shows and both the server (scoring, writers) and the browser (the report page)
 * name alike: one home, imported by both, so no copy has to be kept in step.
 */

/** Japanese names of the five scored dimensions (DESIGN §7), in chart order. */
export const dimensionLabels: Record<DimensionKey, string> = {
  strategy: 'DX推進・戦略',
  organization: '組織・推進体制',
  technology: '技術・スキル',
  aiAdoption: 'AI活用',
  investment: '投資姿勢',
};

/** A maturity level as the report names and describes it (the rules for reaching it are scoring's). */
export interface MaturityLevelName {
  level: 1 | 2 | 3 | 4 | 5;
  name: string;
  description: string;
}

/** The five maturity levels' names and descriptions. */
export const maturityLevelNames: readonly MaturityLevelName[] = [
  {
    level: 1,
    name: '未着手・アナログ中心',
    description: '紙や口頭での業務が中心で、デジタル化がまだ始まっていない段階',
  },
  {
    level: 2,
    name: 'デジタル化初期',
    description: '一部の業務でITツールを使い始め、デジタル化に着手した段階',
  },
  {
    level: 3,
    name: '業務デジタル化・データ活用',
    description: '複数の業務プロセスがデジタル化され、データを業務改善に使っている段階',
  },
  {
    level: 4,
    name: '全社DX推進',
    description: '専任の推進体制と予算のもと、全社の戦略としてDXを進めている段階',
  },
  {
    level: 5,
    name: 'AI・データ駆動型経営',
    description: 'AIとデータを複数の業務に組み込み、効果を測りながら経営と事業を変え続けている段階',
  },
];

/**
 * The band's range in one direction, counted from the bottom: 「下から5〜55%の間」, 「下から30%以内」,
 * or 「上から25%以内」 when it reaches the top.
 */
export function standingRangeText(band: StandingBand): string {
  if (band.low <= 0 && band.high >= 100) return '全体のどこにあたるか特定できない幅';
  if (band.low <= 0) return `下から${band.high}%以内`;
  if (band.high >= 100) return `上から${100 - band.low}%以内`;
  return `下から${band.low}〜${band.high}%の間`;
}

/**
 * A range wider than this many percentile points is not stated as a finding: it says little more than
 * "somewhere in the segment". Half the segment is the limit (an assumption of this service, see
 * docs/assessment.md §2): a wider range cannot even say on which side of the middle a company is.
 */
export const maxFindingWidth = 50;

/** The label of a range too wide to be a finding, or of a standing withheld until answers are confirmed. */
export const notNarrowedLabel = '判定保留';

/** Whether a band is narrow enough to be stated as a finding (and is not withheld). */
export function isStandingFinding(band: StandingBand): boolean {
  return band.label !== notNarrowedLabel && band.high - band.low <= maxFindingWidth;
}

/**
 * A signed change between two diagnoses in figures and words, never by colour alone:
 * 「+8点（上昇）」「−3点（低下）」「±0点（変化なし）」 (`unit` follows the figure).
 */
export function changeText(change: number, unit = ''): string {
  if (change > 0) return `+${change}${unit}（上昇）`;
  if (change < 0) return `−${Math.abs(change)}${unit}（低下）`;
  return `±0${unit}（変化なし）`;
}
