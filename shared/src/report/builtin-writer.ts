import { isStandingFinding } from '../assessment/standing-band';
import type { SupportReference } from '../contract/diagnosis-result';
import { peerGroup } from './builtin/benchmark-text';
import { buildRoadmap } from './builtin/build-roadmap';
import { writeDetailedAnalysis } from './builtin/detailed-analysis';
import { writeExecutiveSummary } from './builtin/executive-summary';
import { writeIssueAnalysis } from './builtin/issue-analysis';
import { joinSentences } from './builtin/join-sentences';
import { areaGuides } from './content/area-guides';
import { dimensionLabels } from '../assessment/scoring-rubric';
import type { ReportFacts } from './report-facts';
import type { ReportNarrative } from './report-narrative';
import type { ReportWriter } from './report-writer';
import { limitMentions } from './builtin/limit-mentions';
import { focusOf } from './builtin/report-focus';
import { nextStepOf } from './builtin/answer-text';

function areaToStrengthen(facts: ReportFacts): string {
  const { benchmark, assessment } = facts;
  // The area furthest behind the comparison group; ties go to the report's priority area.
  const lagging = [...assessment.ranked].sort(
    (a, b) =>
      benchmark.dimensionPercentiles[a] - benchmark.dimensionPercentiles[b] ||
      Number(b === facts.priority.area) - Number(a === facts.priority.area),
  )[0]!;
  if (assessment.dimensions[assessment.ranked[0]!] === 100) {
    return 'すべての領域が最上位の水準にあり、同業・同規模と比べて大きく遅れている領域は見当たりません。成果指標を定期的に見直し、変革を続けることが次の課題です。';
  }
  const band = benchmark.dimensionBands?.[lagging];
  // A range too wide to place the company is no finding; the score gap still says where to grow.
  const among = peerGroup(facts);
  const standing = !band
    ? `${among}と比べて相対的に低い位置です`
    : isStandingFinding(band)
      ? `${among}の中では${band.label}と推計されます`
      : `${among}の中での位置は、推計の幅が広くまだ絞り込めません`;
  return joinSentences(
    `${among}と比べて伸びしろが大きいのは「${dimensionLabels[lagging]}」で、${standing}。`,
    nextStepOf(facts, areaGuides[lagging].question as never),
  );
}

/**
 * Writes every narrative field from the facts and the content tables (readings of each chosen option,
 * playbooks, roadmap rules); `support` is the matched programme list the roadmap may refer to.
 */
export function writeBuiltinNarrative(
  facts: ReportFacts,
  support: readonly SupportReference[] = [],
): ReportNarrative {
  const roadmap = buildRoadmap(facts, support);
  const focus = focusOf(facts);
  const onceEach = <T extends Record<string, string>>(texts: T): T =>
    Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, limitMentions(text, focus)])) as T;
  return {
    executiveSummary: onceEach(writeExecutiveSummary(facts)),
    companyProfile: { details: companyDetails(facts) },
    issueAnalysis: writeIssueAnalysis(facts),
    benchmark: { areaToStrengthen: areaToStrengthen(facts) },
    // The next steps repeat the roadmap's phase titles word for word, so they keep the focus named.
    detailedAnalysis: (({ nextSteps, ...sections }) => ({ ...onceEach(sections), nextSteps }))(
      writeDetailedAnalysis(facts, roadmap, support),
    ),
    roadmap,
  };
}

function companyDetails(facts: ReportFacts): string {
  const focus = focusOf(facts);
  const perspective =
    facts.position.code === 'ceo' || facts.position.code === 'executive'
      ? `経営のお立場からのご回答のため、${focus}への提案は経営判断にそのまま使える形でまとめています。`
      : `現場に近いお立場からのご回答のため、${focus}について経営層と共有する際の材料としてもお使いいただけます。`;
  return `${facts.industry.label}、従業員${facts.companySize.label}、設立${facts.establishmentYear}の組織で、ご回答者は${facts.position.label}のお立場です。${perspective}`;
}

/** The built-in writer: no network, always succeeds. */
export function createBuiltinWriter(): ReportWriter {
  return {
    kind: 'builtin',
    async write(facts, support) {
      const startedAt = performance.now();
      const narrative = writeBuiltinNarrative(facts, support);
      return { narrative, model: null, tokens: null, latencyMs: Math.round(performance.now() - startedAt) };
    },
  };
}
