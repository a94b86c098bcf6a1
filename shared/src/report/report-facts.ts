import { baselineSources } from '../assessment/public-baseline';
import type { Benchmark } from '../assessment/baseline-benchmark';
import type { Assessment } from '../assessment/score-answers';
import {
  companySizes,
  establishmentYears,
  industries,
  labelOf,
  positions,
} from '../questionnaire/dropdown-options';
import type { Submission } from '../db/schema';

/** Everything a writer may use: the company, its scores and benchmark, its answers in words, its free text. */
export interface ReportFacts {
  companyName: string;
  contactName: string;
  industry: { code: string; label: string };
  companySize: { code: string; label: string };
  establishmentYear: string;
  position: string;
  assessment: Assessment;
  benchmark: Benchmark;
  /** Trimmed free-text answers; empty when left blank. */
  freeText: { issue: string; expectation: string; support: string };
}

/** Collects the facts of one submission for the writers. */
export function buildReportFacts(
  submission: Submission,
  assessment: Assessment,
  benchmark: Benchmark,
): ReportFacts {
  const info = submission.companyInfo;
  return {
    companyName: submission.companyName,
    contactName: submission.contactName,
    industry: { code: submission.industry, label: labelOf(industries, submission.industry) },
    companySize: { code: submission.companySize, label: labelOf(companySizes, submission.companySize) },
    establishmentYear: labelOf(establishmentYears, info.establishmentYear),
    position: labelOf(positions, info.position),
    assessment,
    benchmark,
    freeText: {
      issue: (submission.freeText.issue ?? '').trim(),
      expectation: (submission.freeText.expectation ?? '').trim(),
      support: (submission.freeText.support ?? '').trim(),
    },
  };
}

/** A percentile in words: 「上位約N%」 from the middle up, 「下位約N%」 below it (never 0%). */
export function standingText(percentile: number): string {
  return percentile >= 50
    ? `上位約${Math.max(1, Math.round(100 - percentile))}%`
    : `下位約${Math.max(1, Math.round(percentile))}%`;
}

/** benchmark.comparison: the standing and, always, which comparison group was used. Written from numbers only. */
export function benchmarkComparisonText(facts: ReportFacts): string {
  const { benchmark, assessment } = facts;
  const segment = `${facts.industry.label}・従業員${facts.companySize.label}`;
  const standing = `総合スコア${assessment.overall}点は${standingText(benchmark.percentile)}に位置します`;
  if (benchmark.source === 'peers') {
    return (
      `同じ業種・規模（${segment}）で本診断を受けた${benchmark.peerCount}社の回答と比較しました。` +
      `比較対象の平均${Math.round(benchmark.peerAverage)}点に対し、${standing}。` +
      '個社の回答内容は集計値としてのみ使用しています。'
    );
  }
  return (
    `同じ業種・規模（${segment}）の診断データがまだ5社に満たないため、公開統計から推計した分布と比較しました` +
    `（${baselineSources.dxBySize.shortName}、${baselineSources.dxByIndustry.shortName}、` +
    `${baselineSources.aiBySizeAndIndustry.shortName}、${baselineSources.levelShares.shortName}をもとに当社で推計）。` +
    `推計平均${Math.round(benchmark.peerAverage)}点に対し、${standing}。` +
    '調査ごとに定義や時期が異なるため、目安としてご覧ください。'
  );
}
