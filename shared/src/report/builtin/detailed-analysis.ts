import { maturityLevelText, levelDefinition } from '../../assessment/maturity-levels';
import { dimensionLabels } from '../../assessment/scoring-rubric';
import type { RoadmapPhase } from '../../contract/diagnosis-result';
import { expectedEffectReadings } from '../content/answer-readings';
import { industryContext } from '../content/industry-context';
import { sizeClassOf, type ReportFacts } from '../report-facts';
import type { ReportNarrative } from '../report-narrative';
import { quote } from '../visitor-text';
import { answerOf, nextStepOf, readingOf } from './answer-text';
import { joinSentences } from './join-sentences';
import { challengeText, gateExplanation } from './executive-summary';

/** How a company of each size class usually moves best. */
const sizeAdvice = {
  micro:
    '少人数の組織では、代表者ご自身の判断がそのまま実行につながります。専任の担当や会議体を新たに設けるより、月額制のクラウドサービスを小さく試し、効果が見えたものだけを残す進め方が適しています。',
  small:
    'この規模では専任担当を置きにくい一方、全員の顔が見える強みがあります。兼任でも回せる範囲に対象を絞り、効果の見えやすい業務から始めるのが現実的です。',
  medium:
    '部門が分かれ始める規模のため、部門ごとのツール導入がデータの分断を生まないよう、早い段階で全社共通のルールを決めておくことが重要です。',
  large:
    '組織が大きいほど、ガバナンスとスピードの両立が課題になります。全社のデータ基盤と利用ルールを整えつつ、事業部門単位で素早く試せる仕組みが求められます。',
} as const;

/** 「製造業では」, or a neutral phrase when the industry is 「その他」. */
const industryPlace = (facts: ReportFacts) =>
  facts.industry.code === 'other' ? '多くの業種で' : `${facts.industry.label}では`;

const readinessPhrase = (readiness: number) =>
  readiness >= 67 ? '高い水準です' : readiness >= 34 ? '中程度です' : 'まだ低い水準です';

function overall(facts: ReportFacts): string {
  const { assessment } = facts;
  const ranked = [...assessment.ranked].reverse();
  const values = new Set(ranked.map((key) => assessment.dimensions[key]));
  const areas =
    values.size === 1
      ? `5つの領域はすべて${assessment.dimensions[ranked[0]!]}点でそろっています。`
      : `領域別では、${ranked.map((key) => `${dimensionLabels[key]}${assessment.dimensions[key]}点`).join('、')}です。`;
  return [
    `総合スコアは${assessment.overall}点で、${maturityLevelText(assessment.level)}（${levelDefinition(assessment.level).description}）にあたります。${gateExplanation(facts)}${areas}`,
    `変革への準備度（経営と現場の意欲、AIへの関心、緊急度から算出）は${assessment.readiness}点で、${readinessPhrase(assessment.readiness)}。準備度は成熟度レベルには含めず、進め方のペースを決める材料として使っています。`,
    sizeAdvice[sizeClassOf(facts.companySize.code)],
  ].join('\n');
}

function dxProgress(facts: ReportFacts): string {
  const next = facts.assessment.nextLevel;
  const ladder = next
    ? next.missing.length > 0
      ? `次のレベル${next.level}「${next.name}」に進むには、${next.missing.map((requirement) => `「${requirement.text}」`).join('、')}という状態が必要です。`
      : `次のレベル${next.level}「${next.name}」の条件はそろっており、総合スコアをあと${next.scoreGap}点高めることが目標になります。`
    : '';
  return [
    joinSentences(readingOf(facts, 'q1'), challengeText(facts)),
    joinSentences(nextStepOf(facts, 'q1'), ladder),
  ].join('\n');
}

function organization(facts: ReportFacts): string {
  return [joinSentences(readingOf(facts, 'q4'), readingOf(facts, 'q3')), nextStepOf(facts, 'q4')].join('\n');
}

function technicalAndSkills(facts: ReportFacts): string {
  const theme = facts.themes.find(
    (candidate) => candidate.toolCategories.length > 0 && candidate.id !== 'subsidy',
  );
  const talent =
    answerOf(facts, 'q2').letter === 'B'
      ? '課題として人材・ノウハウの不足を挙げられている点とも一致します。'
      : '';
  const tools = theme
    ? `ご記入の内容（${theme.label}）には、${theme.toolCategories.slice(0, 3).join('、')}といった種類のツールが候補になります。製品を選ぶ前に、今の業務の流れと件数を整理しておくと比較しやすくなります。`
    : '';
  return [joinSentences(readingOf(facts, 'q8'), talent), nextStepOf(facts, 'q8'), tools]
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
  const industry = industryContext[facts.industry.code] ?? industryContext.other!;
  const expectation = facts.freeText.expectation
    ? `ご記入の${quote(facts.freeText.expectation, 50)}は、試行の対象を選ぶ際の出発点になります。`
    : `${industryPlace(facts)}、${industry.aiUseCase}といった活用が考えられます。`;
  return [
    joinSentences(readingOf(facts, 'q5'), readingOf(facts, 'q6')),
    joinSentences(effect, expectation),
    nextStepOf(facts, 'q6'),
  ]
    .filter(Boolean)
    .join('\n');
}

function investmentStrategy(facts: ReportFacts, hasSupport: boolean): string {
  const subsidy = facts.asksForSubsidy
    ? '補助金についてのご関心には、「活用できる公的支援」で対象になりうる制度を確認日とともにお示ししました。'
    : hasSupport
      ? '投資を伴う段階では、「活用できる公的支援」に挙げた制度も検討材料になります。'
      : '';
  return [
    joinSentences(readingOf(facts, 'q9'), readingOf(facts, 'q10')),
    nextStepOf(facts, 'q9'),
    `投資の判断では、削減できる時間・件数・ミスなど効果を測る指標を事前に決めておくことが重要です。${subsidy}`,
  ].join('\n');
}

function freeTextInsights(facts: ReportFacts): string {
  const { issue, expectation, support } = facts.freeText;
  const paragraphs: string[] = [];
  const theme = facts.themes.find(
    (candidate) => candidate.id !== 'subsidy' && candidate.id !== 'where_to_start',
  );
  if (issue) {
    paragraphs.push(
      `DX推進の課題として${quote(issue)}とご記入いただきました。` +
        (theme
          ? `${theme.diagnosis}最初の一手は「推奨アクション」に、その後の進め方はロードマップにまとめました。`
          : '具体的な業務名と、月あたりの件数や時間を把握することが、打ち手を選ぶ第一歩になります。'),
    );
  }
  if (expectation)
    paragraphs.push(
      `AIへの期待として${quote(expectation)}と記されています。効果を測りやすい範囲から試すことで、期待を具体的な成果につなげられます。`,
    );
  if (support) {
    paragraphs.push(
      facts.asksForSubsidy
        ? `希望される支援として${quote(support)}とのご記入がありました。対象になりうる公的支援を、確認日と公式ページとともに「活用できる公的支援」に掲載しています。`
        : `希望される支援として${quote(support)}とのご記入がありました。これに沿ったご提案を、レポート末尾の${facts.provider.name}からのご案内にまとめています。`,
    );
  }
  for (const answer of facts.customAnswers
    .filter((custom) => custom.id !== 'q2' && custom.id !== 'q7')
    .slice(0, 3)) {
    paragraphs.push(`「${answer.topic}」には選択肢ではなく${quote(answer.text, 60)}とご回答いただきました。`);
  }
  if (facts.setAside > 0) {
    paragraphs.push(
      'ご記入のうち、貴社の状況ではなく文章の作成方法を指示するような記述は、レポートには反映していません。',
    );
  }
  if (paragraphs.length === 0) {
    const industry = industryContext[facts.industry.code] ?? industryContext.other!;
    return `自由記述へのご回答はありませんでした。${industryPlace(facts)}${industry.theme}がよく課題になります。日々の業務で最も時間がかかっている作業を一つ挙げていただくと、より具体的な打ち手をご提案できます。`;
  }
  return paragraphs.join('\n');
}

function nextSteps(roadmap: readonly RoadmapPhase[]): string {
  return roadmap
    .map((phase, index) => `${index + 1}. ${phase.period}：${phase.title}。${phase.actions[0]}`)
    .join('\n');
}

/** The eight detailed sections, each written from its own questions' chosen options. */
export function writeDetailedAnalysis(
  facts: ReportFacts,
  roadmap: readonly RoadmapPhase[],
  hasSupport: boolean,
): ReportNarrative['detailedAnalysis'] {
  return {
    overall: overall(facts),
    dxProgress: dxProgress(facts),
    organization: organization(facts),
    technicalAndSkills: technicalAndSkills(facts),
    aiAdoption: aiAdoption(facts),
    investmentStrategy: investmentStrategy(facts, hasSupport),
    freeTextInsights: freeTextInsights(facts),
    nextSteps: nextSteps(roadmap),
  };
}
