import { levelDefinition } from '../../assessment/maturity-levels';
import { dimensionLabels } from '../../assessment/scoring-rubric';
import { ladderStep } from '../../assessment/score-answers';
import type { DimensionKey } from '../../contract/diagnosis-result';
import { areaGuides } from '../content/area-guides';
import { challengeReadings } from '../content/answer-readings';
import { roadmapPace } from '../content/roadmap-rules';
import type { ReportFacts } from '../report-facts';
import type { ReportNarrative } from '../report-narrative';
import { quote } from '../visitor-text';
import { answerOf, nextStepOf, readingOf } from './answer-text';
import { asClause, joinSentences } from './join-sentences';
import { comparisonSource, standingPhrase } from './benchmark-text';
import { focusMeasure, focusOf, themeEvidence } from './report-focus';

const score = (facts: ReportFacts, key: DimensionKey) => facts.assessment.dimensions[key];
const keyReading = (facts: ReportFacts, key: DimensionKey) =>
  readingOf(facts, areaGuides[key].question as never);

/** Why the level is below what the score alone would give, when a gate held it back. */
export function gateExplanation(facts: ReportFacts): string {
  const { assessment } = facts;
  if (assessment.heldBackBy.length === 0) return '';
  const missing = assessment.heldBackBy.map((requirement) => `「${requirement.text}」`).join('、');
  // Only the scored level is named: the level the score alone would reach is not the company's.
  return `総合スコア${assessment.overall}点だけを見ればより上の段階に相当しますが、${missing}という条件をまだ満たしていないため、レベル${assessment.level}と判定しました。`;
}

/** The q2 challenge in words: a listed category's reading, or the visitor's own text. */
export function challengeText(facts: ReportFacts): string {
  const q2 = answerOf(facts, 'q2');
  if (q2.letter !== 'E') return challengeReadings[q2.letter];
  const custom = facts.customAnswers.find((answer) => answer.id === 'q2');
  return custom ? `DX推進の課題として${quote(custom.text, 60)}を挙げられています。` : '';
}

function position(facts: ReportFacts): string {
  const { assessment } = facts;
  const definition = levelDefinition(assessment.level);
  const level = `${facts.industry.label}・従業員${facts.companySize.label}の${facts.companyName}様の成熟度はレベル${assessment.level}「${definition.name}」で、${definition.description}にあたります。`;
  const standing = `${standingPhrase(facts)}と見られます（${comparisonSource(facts)}）。`;
  const gate = gateExplanation(facts);
  return gate ? `${level}${gate}${standing}` : joinSentences(level, standing);
}

function priorityIssue(facts: ReportFacts): string {
  const { priority } = facts;
  const area = priority.area;
  const lowest = score(facts, area);
  if (lowest === 100) {
    return 'すべての領域が最上位の水準にあります。課題は、成果を測りながら変革を続ける仕組みを保ち、次の事業機会に資源を振り向けることです。';
  }
  // A higher area taken first for the visitor's own theme is not 「伸びしろが最も大きい」; the tie text says why.
  const opening =
    lowest >= 67
      ? priority.passedOver.length > 0
        ? `どの領域も一定の水準にあり、優先して取り上げる領域は「${dimensionLabels[area]}」です。`
        : `どの領域も一定の水準にありますが、相対的に伸びしろが最も大きいのは「${dimensionLabels[area]}」です。`
      : `最優先の課題は「${dimensionLabels[area]}」です。`;
  const reading = keyReading(facts, area);
  const named = (keys: readonly DimensionKey[]) => keys.map((key) => `「${dimensionLabels[key]}」`).join('');
  const tie =
    priority.passedOver.length > 0
      ? `点数だけを見れば${priority.passedOver.map((key) => `「${dimensionLabels[key]}」（${score(facts, key)}点）`).join('や')}のほうが低い水準ですが、ご記入いただいた課題に直結するため、「${dimensionLabels[area]}」を先に取り上げました。`
      : priority.tiedWith.length > 0
        ? `なお、${named([area, ...priority.tiedWith])}の${priority.tiedWith.length + 1}領域は同じ水準（${lowest}点）で、${
            priority.decidedBy === 'theme' ? 'ご記入いただいた内容' : 'DX推進で最も大きいとお答えの課題'
          }に直結するため、「${dimensionLabels[area]}」を先に取り上げました。`
        : '';
  const theme = facts.themes[0];
  const ownWords =
    theme && facts.freeText.issue
      ? `ご記入いただいた課題（${theme.label}）も、具体的な取り組みの対象になります。`
      : '';
  // A reading that is already one long sentence stays on its own after the opening.
  const stated = lowest >= 67 ? `${opening}${reading}` : joinSentences(opening, reading);
  return `${stated}${ownWords || challengeText(facts)}${tie}`;
}

function strength(facts: ReportFacts): string {
  const { assessment } = facts;
  const strongest = assessment.ranked[assessment.ranked.length - 1]!;
  const weakest = assessment.ranked[0]!;
  const top = score(facts, strongest);
  const bottom = score(facts, weakest);
  if (bottom >= 67) {
    return `5つの領域がそろって高い水準にあり、特定の領域に偏らずに取り組みが進んでいる点が強みです。${keyReading(facts, strongest)}`;
  }
  // A B answer (some tools, individual trials) is a start, not yet a strength.
  if (top - bottom >= 30 && top >= 67 && !facts.questionedAnswers.includes(areaGuides[strongest].question)) {
    return joinSentences(
      `「${dimensionLabels[strongest]}」が他の領域より進んでいる点が強みです。`,
      joinSentences(keyReading(facts, strongest), `この土台は${focusOf(facts)}の取り組みにも生かせます。`),
    );
  }
  const q3 = answerOf(facts, 'q3');
  const q10 = answerOf(facts, 'q10');
  // Only an unmixed reading is drawn on: q3 = C says the will is there but execution lags.
  const drive =
    q3.letter === 'D'
      ? readingOf(facts, 'q3')
      : ladderStep(q10.letter) >= 2
        ? readingOf(facts, 'q10')
        : q3.letter === 'C'
          ? '経営としてDXに積極的に取り組もうとされています。'
          : '';
  if (drive) {
    return `現時点で他の領域より明確に進んでいる領域はまだありませんが、${asClause(drive)}この意欲は、${focusOf(facts)}の最初の一歩を進める原動力になります。`;
  }
  return `現時点で他の領域より明確に進んでいる領域はまだありませんが、今回の診断で現状を言葉と数字で把握できたことを出発点に、${focusOf(facts)}の最初の一歩を一つに絞ることが大切です。`;
}

function keyFinding(facts: ReportFacts): string {
  const { assessment } = facts;
  // Only the words the reading found the theme in are quoted for it.
  const theme = facts.themes.find((candidate) => candidate.id !== 'subsidy');
  const evidence = theme ? themeEvidence(facts, theme.id) : null;
  if (theme && evidence) {
    return `ご記入の${quote(evidence)}からは、${theme.label}が具体的な論点として読み取れます。${theme.diagnosis}`;
  }
  const interest = ladderStep(answerOf(facts, 'q5').letter);
  const use = ladderStep(answerOf(facts, 'q6').letter);
  if (interest - use >= 2) {
    return `AIへの関心に比べて、実際の活用が遅れています。${readingOf(facts, 'q5')}一方で、${readingOf(facts, 'q6')}関心を具体的な業務での試行に移すことが、次の成長の鍵です。`;
  }
  if (use - interest >= 2) {
    return `現場でのAI活用が、経営としての位置づけより先行しています。${readingOf(facts, 'q6')}利用ルールや情報管理が追いつかないまま広がらないよう注意が必要です。`;
  }
  const q9 = ladderStep(answerOf(facts, 'q9').letter);
  if ((assessment.urgency === 'now' || assessment.urgency === 'within-a-year') && q9 <= 1) {
    return `取り組みの緊急度を高く感じている一方で、${readingOf(facts, 'q9')}危機感と投資の間にずれがあり、このままでは計画が実行に移りにくい状況です。`;
  }
  if (answerOf(facts, 'q3').letter === 'C') {
    return `${readingOf(facts, 'q3')}方針を現場の業務単位の目標に落とし込むことが、成果への近道です。`;
  }
  if (assessment.heldBackBy.length > 0) return gateExplanation(facts);
  const strongest = assessment.ranked[assessment.ranked.length - 1]!;
  const weakest = assessment.ranked[0]!;
  const spread = score(facts, strongest) - score(facts, weakest);
  if (spread >= 30) {
    return `「${dimensionLabels[strongest]}」（${score(facts, strongest)}点）と「${dimensionLabels[weakest]}」（${score(facts, weakest)}点）の差が大きく、取り組みの進み方に偏りがあります。弱い領域が全体の足を引っ張る前に手当てが必要です。`;
  }
  const next = assessment.nextLevel;
  return next
    ? `領域ごとの差は小さく、全体が同じペースで進んでいます。次のレベル${next.level}「${next.name}」に進むには、${
        next.missing.length > 0
          ? `「${next.missing[0]!.text}」という状態をつくることが条件です。`
          : '特定の領域で一段踏み込んだ取り組みが求められます。'
      }`
    : '全体が最上位の水準でそろっており、変革を続ける力そのものが問われる段階です。';
}

function recommendedAction(facts: ReportFacts): string {
  const theme = facts.leadTheme;
  const pace = roadmapPace[facts.assessment.urgency].firstResult.replace('{measure}', focusMeasure(facts));
  if (theme) return `${theme.firstAction}${pace}`;
  const step = nextStepOf(facts, areaGuides[facts.priority.area].question as never);
  const lead = facts.assessment.dimensions[facts.priority.area] >= 67 ? '次に伸ばす領域として' : '優先課題の';
  return `${lead}「${dimensionLabels[facts.priority.area]}」については、${step}${pace}`;
}

/** The executive summary: position, priority, strength, key finding and first action, consistent with each other. */
export function writeExecutiveSummary(facts: ReportFacts): ReportNarrative['executiveSummary'] {
  return {
    position: position(facts),
    priorityIssue: priorityIssue(facts),
    strength: strength(facts),
    keyFinding: keyFinding(facts),
    recommendedAction: recommendedAction(facts),
  };
}
