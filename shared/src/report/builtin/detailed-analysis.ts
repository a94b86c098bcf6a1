import { maturityLevelText, levelDefinition } from '../../assessment/maturity-levels';
import { dimensionLabels } from '../../assessment/scoring-rubric';
import type { RoadmapPhase, SupportReference } from '../../contract/diagnosis-result';
import { areaGuides } from '../content/area-guides';
import { roadmapOwners } from '../content/roadmap-rules';
import { expectedEffectReadings } from '../content/answer-readings';
import { constraintAdvice } from '../content/constraint-advice';
import { industryContextOf } from '../content/industry-context';
import { sizeClassOf, type ReportFacts } from '../report-facts';
import type { ReportNarrative } from '../report-narrative';
import { quote } from '../visitor-text';
import { focusOf, themeEvidence, toolsToPropose } from './report-focus';
import { answerOf, nextStepOf, readingOf } from './answer-text';
import { joinSentences } from './join-sentences';
import { challengeText, gateExplanation } from './executive-summary';

/** How a company of each size class usually moves best, told with its own first tool or area. */
function sizeAdvice(facts: ReportFacts): string {
  const size = `従業員${facts.companySize.label}の${facts.honorific}`;
  const tool =
    (facts.leadTheme && toolsToPropose(facts, facts.leadTheme.toolCategories)[0]) ??
    '月額制のクラウドサービス';
  const focus = focusOf(facts);
  switch (sizeClassOf(facts.companySize.code)) {
    case 'micro':
      return `${size}のような少人数の組織では、代表者ご自身の判断がそのまま実行につながるため、専任の担当や会議体を新たに設けるより、${tool}を小さく試し、効果が見えたものだけを残す進め方が適しています。`;
    case 'small':
      return `${size}の規模では専任担当を置きにくい一方、全員の顔が見える強みがあるため、${focus}のように兼任でも回せる範囲に対象を絞って始めるのが現実的です。`;
    case 'medium':
      return `${size}は部門が分かれ始める規模のため、${focus}の取り組みで入れるツールがデータの分断を生まないよう、早い段階で全社共通のルールを決めておくことが重要です。`;
    case 'large':
      return `${size}のような大きな組織では、ガバナンスとスピードの両立が課題になるため、全社のデータ基盤と利用ルールを整えつつ、${focus}のような取り組みを事業部門単位で素早く試せる仕組みが求められます。`;
  }
}

/** Short forms of the readiness answers, for the sentence that explains the readiness score. */
const readinessShort: Record<'q3' | 'q5' | 'q10', Record<string, string>> = {
  q3: {
    A: '必要性をまだ強く感じていない',
    B: '必要性は感じているが行動はこれから',
    C: '経営は積極的だが現場への浸透はこれから',
    D: '経営と現場が計画どおりに実行できている',
    E: '意欲と実態は「その他」',
  },
  q5: {
    A: 'AIへの関心はまだ低い',
    B: 'AIへの関心はあるが情報収集はこれから',
    C: 'AIを社内で検討中',
    D: 'AIの具体的な活用計画がある',
    E: 'AIへの関心は「その他」',
  },
  q10: {
    A: '急ぐ必要は感じていない',
    B: '数年以内に取り組みたい',
    C: '1年以内に着手・強化したい',
    D: '今すぐ取り組む必要がある',
    E: '緊急度は「その他」',
  },
};

/** 「製造業では」, or a neutral phrase when the industry is 「その他」. */
const industryPlace = (facts: ReportFacts) =>
  facts.industry.code === 'other' ? '多くの業種で' : `${facts.industry.label}では`;

const readinessPhrase = (readiness: number) =>
  readiness >= 67 ? '高い水準です' : readiness >= 34 ? '中程度の水準です' : 'まだ低い水準です';

function overall(facts: ReportFacts): string {
  const { assessment } = facts;
  const ranked = [...assessment.ranked].reverse();
  const values = new Set(ranked.map((key) => assessment.dimensions[key]));
  const areas =
    values.size === 1
      ? `5つの領域はすべて${assessment.dimensions[ranked[0]!]}点でそろっています。`
      : `領域別では、${ranked.map((key) => `${dimensionLabels[key]}${assessment.dimensions[key]}点`).join('、')}です。`;
  const total = `総合スコアは${assessment.overall}点で、${maturityLevelText(assessment.level)}（${levelDefinition(assessment.level).description}）にあたります。`;
  const gate = gateExplanation(facts);
  return [
    gate ? `${total}${gate}${areas}` : joinSentences(total, areas),
    `変革への準備度は${assessment.readiness}点で${readinessPhrase(assessment.readiness).replace(/です$/, '')}（${(
      ['q3', 'q5', 'q10'] as const
    )
      .map((id) => readinessShort[id][answerOf(facts, id).letter])
      .join(
        '、',
      )}というご回答から算出）、成熟度レベルには含めず${focusOf(facts)}を進めるペースを決める材料として使っています。`,
    sizeAdvice(facts),
  ].join('\n');
}

function dxProgress(facts: ReportFacts): string {
  const next = facts.assessment.nextLevel;
  const ladder = next
    ? next.missing.length > 0
      ? `次のレベル${next.level}「${next.name}」に進むには、${next.missing.map((requirement) => `「${requirement.text}」`).join('、')}という状態が必要です。${
          facts.leadTheme ? `${focusOf(facts)}は、その最初の対象になります。` : ''
        }`
      : `次のレベル${next.level}「${next.name}」の条件はそろっており、総合スコアをあと${next.scoreGap}点高めることが目標になります。`
    : '';
  return [
    joinSentences(readingOf(facts, 'q1'), challengeText(facts)),
    joinSentences(nextStepOf(facts, 'q1'), ladder),
  ].join('\n');
}

function organization(facts: ReportFacts): string {
  const owner = roadmapOwners(
    sizeClassOf(facts.companySize.code),
    facts.industry.code,
    facts.companyName,
  ).start;
  return [
    // The drive behind it (q3) is said in the summary; here the set-up and who leads it.
    readingOf(facts, 'q4'),
    joinSentences(
      nextStepOf(facts, 'q4'),
      `従業員${facts.companySize.label}の規模では、${owner}が旗振り役を担う形が現実的です。`,
    ),
  ].join('\n');
}

function technicalAndSkills(facts: ReportFacts): string {
  const theme = facts.themes.find(
    (candidate) => candidate.toolCategories.length > 0 && candidate.id !== 'subsidy',
  );
  const talent =
    answerOf(facts, 'q2').letter === 'B'
      ? '課題として人材・ノウハウの不足を挙げられている点とも一致します。'
      : '';
  // Tools the company says it already has are not proposed again.
  const candidates = theme ? toolsToPropose(facts, theme.toolCategories).slice(0, 3) : [];
  const tools =
    theme && candidates.length > 0
      ? `${theme.label}には、${candidates.join('、')}といった種類のツールが候補になり、製品を選ぶ前に${theme.kpis[0] ?? '今の業務の件数と時間'}を測っておくと比較しやすくなります。`
      : '';
  return [joinSentences(readingOf(facts, 'q8'), talent), joinSentences(nextStepOf(facts, 'q8'), tools)]
    .filter(Boolean)
    .join('\n');
}

function aiAdoption(facts: ReportFacts): string {
  const q7 = answerOf(facts, 'q7');
  const effect =
    q7.letter === 'E'
      ? facts.customAnswers.find((answer) => answer.id === 'q7')
        ? `AIに期待する効果として${quote(facts.customAnswers.find((answer) => answer.id === 'q7')!.text, 50)}を挙げられています。`
        : ''
      : expectedEffectReadings[q7.letter];
  const industry = industryContextOf(facts.industry.code, facts.companyName);
  const expectation =
    facts.freeText.expectation && !asksOnly(facts, 'expectation')
      ? `ご記入の${quote(facts.freeText.expectation, 50)}は、${focusOf(facts)}の取り組みとあわせて試行の対象を選ぶ際の出発点になります。`
      : `${industryPlace(facts)}、${industry.aiUseCase}といった活用が考えられます。`;
  return [
    joinSentences(readingOf(facts, 'q5'), readingOf(facts, 'q6')),
    joinSentences(effect, expectation),
    joinSentences(nextStepOf(facts, 'q6'), effectHint[q7.letter === 'E' ? 'B' : q7.letter]),
  ]
    .filter(Boolean)
    .join('\n');
}

function investmentStrategy(facts: ReportFacts, support: readonly SupportReference[]): string {
  const kpi = facts.leadTheme?.kpis[0] ?? areaGuides[facts.priority.area].kpis[0]!;
  const names = support
    .map((entry) => entry.name.replace(/（.*?）/g, ''))
    .slice(0, 2)
    .join('や');
  const subsidy = facts.asksForSubsidy
    ? `補助金についてのご関心には、${names}など対象になりうる制度を、確認日とともに「活用できる公的支援」にお示ししました。`
    : support.length > 0
      ? `${focusOf(facts)}で投資を伴う段階では、${names}なども検討材料になります。`
      : '';
  return [
    joinSentences(readingOf(facts, 'q9'), readingOf(facts, 'q10')),
    joinSentences(
      nextStepOf(facts, 'q9'),
      `判断の物差しとしては、${kpi}のように効果を測る指標を投資の前に決めておくことが重要です。`,
    ),
    subsidy,
  ]
    .filter(Boolean)
    .join('\n');
}

/** What the q7 expected effect adds to the AI next step. */
const effectHint: Record<'A' | 'B' | 'C' | 'D', string> = {
  A: '効果のイメージは、試した結果から具体的にしていけば十分です。',
  B: '個人作業の効率化なら、作業時間の比較で効果を示せます。',
  C: '業務の自動化やデータに基づく判断を目指すなら、元になる業務データの整備が先になります。',
  D: '新しいサービスづくりを目指すなら、既存業務での効果と並行して事業面の仮説を検証します。',
};

function freeTextInsights(
  facts: ReportFacts,
  roadmap: readonly RoadmapPhase[],
  support: readonly SupportReference[],
): string {
  const { issue, expectation, support: wanted } = facts.freeText;
  const paragraphs: string[] = [];
  const theme = facts.leadTheme;
  const area = `「${dimensionLabels[facts.priority.area]}」`;
  const industry = industryContextOf(facts.industry.code, facts.companyName);
  const first = roadmap[0]!;
  const evidence = theme ? themeEvidence(facts, theme.id) : null;
  if (theme && evidence) {
    paragraphs.push(
      `ご記入のうち${quote(evidence)}という点は${theme.label}の問題で、ロードマップの${first.period}に「${first.title}」として着手します。`,
    );
  } else if (issue) {
    // Nothing in the text reached a theme: say so, and ask what a consultant would ask next.
    paragraphs.push(
      `DX推進の課題として${quote(issue)}とご記入いただきました。この記述だけでは取り組む業務を一つに絞れないため、今回は選択式のご回答から${area}を優先しています。最も時間がかかっている業務の名前と、月あたりの件数や時間を伺えれば、具体的な打ち手をご提案できます。`,
    );
  }
  if (expectation && asksOnly(facts, 'expectation')) {
    paragraphs.push(
      `AIへの期待の欄のご質問${quote(expectation)}には、冒頭の「ご質問への回答」でお答えしています。`,
    );
  } else if (expectation) {
    paragraphs.push(
      `AIへの期待として${quote(expectation)}と記されており、${industryPlace(facts)}${industry.aiUseCase}と並ぶ試行の候補として、効果を測りやすい範囲から試すことで具体的な成果につなげられます。`,
    );
  }
  if (wanted) {
    const names = support
      .map((entry) => entry.name.replace(/（.*?）/g, ''))
      .slice(0, 3)
      .join('、');
    paragraphs.push(
      facts.asksForSubsidy && names
        ? `希望される支援として${quote(wanted)}とのご記入があり、${names}を確認日と公式ページとともに「活用できる公的支援」に掲載しています。`
        : `希望される支援として${quote(wanted)}とのご記入があり、${theme ? theme.label : area}に沿ったご提案を、レポート末尾の${facts.provider.name}からのご案内にまとめています。`,
    );
  }
  for (const answer of facts.customAnswers
    .filter((custom) => custom.id !== 'q2' && custom.id !== 'q7')
    .slice(0, 3)) {
    paragraphs.push(`「${answer.topic}」には選択肢ではなく${quote(answer.text, 60)}とご回答いただきました。`);
  }
  // Each stated limit once, with what it changes in the way of working.
  const kinds = new Set<string>();
  for (const constraint of facts.reading.constraints) {
    if (kinds.has(constraint.kind) || kinds.size >= maxConstraints) continue;
    kinds.add(constraint.kind);
    paragraphs.push(
      `${quote(constraint.evidence.text, 40)}とのことですので、${constraintAdvice[constraint.kind]}`,
    );
  }
  if (facts.setAside > 0) {
    paragraphs.push(
      `ご記入のうち、${facts.honorific}の状況ではなく文章の作成方法を指示するような記述は、レポートには反映していません。`,
    );
  }
  if (paragraphs.length === 0) {
    return `自由記述へのご回答はありませんでしたが、${industryPlace(facts)}${industry.theme}がよく課題になります。${area}に関わる業務のうち、最も時間がかかっている作業を一つ挙げていただくと、より具体的な打ち手をご提案できます。`;
  }
  return paragraphs.join('\n');
}

function nextSteps(roadmap: readonly RoadmapPhase[]): string {
  return roadmap
    .map(
      (phase, index) =>
        `${index + 1}. ${phase.period}：${phase.title}（担当：${phase.owner}）。${phase.actions[0]}`,
    )
    .join('\n');
}

/**
 * Whether a field holds only questions: every theme read in it was read in a question too. It is
 * answered near the top instead.
 */
function asksOnly(facts: ReportFacts, field: 'expectation' | 'support'): boolean {
  const { reading } = facts;
  const asked = reading.asks.filter((ask) => ask.evidence.field === field).map((ask) => ask.evidence.text);
  return (
    asked.length > 0 &&
    reading.themes.every((theme) =>
      theme.evidence.every((evidence) => evidence.field !== field || asked.includes(evidence.text)),
    )
  );
}

/** Stated limits answered in the free-text section, at most. */
const maxConstraints = 2;

/** The eight detailed sections, each written from its own questions' chosen options. */
export function writeDetailedAnalysis(
  facts: ReportFacts,
  roadmap: readonly RoadmapPhase[],
  support: readonly SupportReference[],
): ReportNarrative['detailedAnalysis'] {
  return {
    overall: overall(facts),
    dxProgress: dxProgress(facts),
    organization: organization(facts),
    technicalAndSkills: technicalAndSkills(facts),
    aiAdoption: aiAdoption(facts),
    investmentStrategy: investmentStrategy(facts, support),
    freeTextInsights: freeTextInsights(facts, roadmap, support),
    nextSteps: nextSteps(roadmap),
  };
}
