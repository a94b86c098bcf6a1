import { baselineSources } from '../../assessment/public-baseline';
import { isStandingFinding, standingRangeText } from '../../assessment/standing-band';
import type { ReportFacts } from '../report-facts';

/** How the standing may be stated: as a finding, not narrowed yet, or withheld until answers are confirmed. */
export interface StandingOptions {
  /**
   * Withhold the standing: the answers contain points to confirm (contradictions, or a free-text
   * answer scored as B), so the level they give may move. Defaults to whether the facts list any.
   */
  withhold?: boolean;
}

const withholdOf = (facts: ReportFacts, options: StandingOptions) =>
  options.withhold ?? facts.contradictions.length > 0;

/** 「その他」 could be any industry: the range then spans the published industries' differences. */
const isOtherIndustry = (facts: ReportFacts) => facts.industry.code === 'other';

/** Whom the company is placed among: companies of its size only, when its industry is 「その他」. */
export const peerGroup = (facts: ReportFacts) => (isOtherIndustry(facts) ? '同規模の企業' : '同業・同規模');

/**
 * The standing as a phrase that ends before 「と見られます」: 「同業・同規模の中では中位前後（下から35〜70%の間）」
 * (among companies of its size for 「その他」), or, when the range is too wide to be a finding or the
 * standing is withheld, what it is instead.
 */
export function standingPhrase(facts: ReportFacts, options: StandingOptions = {}): string {
  const band = facts.benchmark.band;
  const among = peerGroup(facts);
  if (!band) return `${among}の中では中位程度`;
  if (withholdOf(facts, options)) {
    return `${among}の中での位置は、確認したいご回答があるため、確認後に判定するのが妥当`;
  }
  if (!isStandingFinding(band)) {
    return `${among}の中での位置は、推計の幅（${standingRangeText(band)}）が広く、まだ絞り込めない状態`;
  }
  return `${among}の中では${band.label}（${standingRangeText(band)}）`;
}

/** Where the comparison comes from, in a few words. */
export function comparisonSource(facts: ReportFacts): string {
  const { benchmark } = facts;
  if (benchmark.source === 'peers') return `本診断を受けた同業・同規模の${benchmark.peerCount}社との比較`;
  if (benchmark.source === 'blended') {
    return `本診断を受けた同業・同規模の${benchmark.peerCount}社と公開統計を組み合わせた推計`;
  }
  return '公開統計からの参考推計';
}

/** What would narrow a range that is too wide, or what to read instead. */
function narrowingText(facts: ReportFacts): string {
  const ladder = facts.assessment.nextLevel
    ? `レベル${facts.assessment.nextLevel.level}「${facts.assessment.nextLevel.name}」に必要なこと`
    : '成熟度レベルの段階';
  // One sentence: what would narrow the range, and what to read meanwhile.
  return facts.benchmark.source === 'peers'
    ? `位置を判断する材料としては、${ladder}を目安にしてください。`
    : `${facts.industry.label}・従業員${facts.companySize.label}の回答が本診断に集まると推計の幅を絞り込めるため、それまでは${ladder}を目安にしてください。`;
}

/** The standing sentence with its caveats: withheld, not narrowed, or stated with its range. */
function standingText(facts: ReportFacts, options: StandingOptions): string {
  const band = facts.benchmark.band;
  const industry = isOtherIndustry(facts)
    ? '業種が「その他」のため、業種による差を推計の幅に含め、同規模の企業全体と比べています。'
    : '';
  if (band && withholdOf(facts, options)) {
    return `${industry}ご回答の中に確認したい点があり、回答によって成熟度レベルが変わり得るため、同業・同規模の中での位置は確認後に判定します。いまは成熟度レベルの段階を目安にしてください。`;
  }
  if (band && !isStandingFinding(band)) {
    // The phrase names the position itself (「同業・同規模の中での位置は…」).
    return `${industry}${facts.honorific}の${standingPhrase(facts, options)}と見られます。${narrowingText(facts)}`;
  }
  const standing = `${facts.honorific}の総合的な位置は、${standingPhrase(facts, options)}と見られます。`;
  return `${industry}${standing}`;
}

/**
 * benchmark.comparison: the band, its range, and the comparison group with its sources. Written from
 * numbers only; a range wider than `maxFindingWidth` is not stated as a finding, and the standing is
 * withheld when the answers have points to confirm (`options.withhold`).
 */
export function benchmarkComparisonText(facts: ReportFacts, options: StandingOptions = {}): string {
  const { benchmark } = facts;
  const segment = `${facts.industry.label}・従業員${facts.companySize.label}`;
  const standing = standingText(facts, options);
  if (benchmark.source === 'peers') {
    return `本診断を受けた同じ業種・規模（${segment}）の${benchmark.peerCount}社と比較しました。${standing}比較対象の平均は${benchmark.peerAverage}点です。個社の回答は集計値としてのみ使用しています。`;
  }
  if (benchmark.source === 'blended') {
    return `本診断を受けた同じ業種・規模（${segment}）の${benchmark.peerCount}社のデータと公開統計を組み合わせて推計しました（データが増えるほど本診断のデータの比重が高まります）。${standing}個社の回答は集計値としてのみ使用しています。`;
  }
  return (
    `同じ業種・規模（${segment}）の本診断データがまだ十分でないため、公開統計から推計した分布と比較しました。${standing}` +
    // One sentence for the sources and their caveat: the same in every report, said once.
    `推計には定義や時期の異なる${baselineSources.stages.shortName}、${baselineSources.topLevel.shortName}、${baselineSources.aiBySize.shortName}などを用いているため、順位ではなく目安としてご覧ください。`
  );
}
