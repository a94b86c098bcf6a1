import { baselineSources } from '../../assessment/public-baseline';
import { bandRangeText } from '../../assessment/standing-band';
import type { ReportFacts } from '../report-facts';

/** 「同業・同規模の中では中位程度」, from the band (old-style benchmarks fall back to the midpoint). */
export function standingPhrase(facts: ReportFacts): string {
  const band = facts.benchmark.band;
  return `同業・同規模の中では${band ? band.label : '中位程度'}`;
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

/** benchmark.comparison: the band, its range, and the comparison group with its sources. Written from numbers only. */
export function benchmarkComparisonText(facts: ReportFacts): string {
  const { benchmark } = facts;
  const segment = `${facts.industry.label}・従業員${facts.companySize.label}`;
  const range = benchmark.band ? `（推計の幅：${bandRangeText(benchmark.band)}）` : '';
  const standing = `${facts.honorific}の総合的な位置は、${standingPhrase(facts)}${range}と見られます。`;
  if (benchmark.source === 'peers') {
    return `本診断を受けた同じ業種・規模（${segment}）の${benchmark.peerCount}社と比較しました。${standing}比較対象の平均は${benchmark.peerAverage}点です。個社の回答は集計値としてのみ使用しています。`;
  }
  if (benchmark.source === 'blended') {
    return `本診断を受けた同じ業種・規模（${segment}）の${benchmark.peerCount}社のデータと公開統計を組み合わせて推計しました（データが増えるほど本診断のデータの比重が高まります）。${standing}個社の回答は集計値としてのみ使用しています。`;
  }
  return (
    `同じ業種・規模（${segment}）の本診断データがまだ十分でないため、公開統計から推計した分布と比較すると、${standing}` +
    `推計には${baselineSources.stages.shortName}、${baselineSources.topLevel.shortName}、${baselineSources.aiBySize.shortName}などを用いています。` +
    '調査ごとに定義や時期が異なるため、順位ではなく目安としてご覧ください。'
  );
}
