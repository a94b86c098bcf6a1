import type { ScoredAnswer } from '../../assessment/score-answers';
import type { ChoiceLetter, QuestionId } from '../../questionnaire/questions';
import { answerReadings } from '../content/answer-readings';
import { industryContextOf } from '../content/industry-context';
import { sizeClassOf, type ReportFacts } from '../report-facts';
import { meaningfulText, quote } from '../visitor-text';

/** The answer to one question. */
export function answerOf(facts: ReportFacts, id: QuestionId): ScoredAnswer {
  return facts.assessment.answers.find((answer) => answer.id === id)!;
}

/** The letter an answer counts as on the ladder: a custom E answer reads as B. */
export function ladderLetter(answer: ScoredAnswer): ChoiceLetter {
  return answer.letter === 'E' ? 'B' : answer.letter;
}

/** What the organisation and its people are called, by honorific (a clinic is no 会社 and has 職員). */
const organisationWords = {
  貴社: { organisation: '会社', staff: '社員' },
  貴院: { organisation: '院', staff: '職員' },
  貴法人: { organisation: '法人', staff: '職員' },
} as const;

/**
 * Fills a reading's slots: `{貴社}` (貴社 / 貴院 / 貴法人), `{組織}` and `{社員}` (会社・社員, 院・職員,
 * 法人・職員) and `{ツール例}` (the industry's usual first tools).
 */
export const fillReading = (text: string, facts: ReportFacts) =>
  text
    .replaceAll('{貴社}', facts.honorific)
    .replaceAll('{組織}', organisationWords[facts.honorific].organisation)
    .replaceAll('{社員}', organisationWords[facts.honorific].staff)
    .replaceAll('{ツール例}', industryContextOf(facts.industry.code, facts.companyName).firstTools);

/**
 * What the chosen option means, from that option's own reading; for 「その他」 the visitor's own text
 * is quoted instead, never a listed option.
 */
export function readingOf(facts: ReportFacts, id: Exclude<QuestionId, 'q2' | 'q7'>): string {
  const answer = answerOf(facts, id);
  if (answer.letter === 'E') {
    const text = meaningfulText(answer.customText);
    return text
      ? `「${answer.topic}」については、選択肢ではなく${quote(text, 60)}とご回答いただきました。`
      : `「${answer.topic}」については「その他」とご回答いただきました。`;
  }
  return fillReading(answerReadings[id][answer.letter].reading, facts);
}

/** The move up one rung from the chosen option (a custom answer is treated as B). */
export function nextStepOf(facts: ReportFacts, id: Exclude<QuestionId, 'q2' | 'q7'>): string {
  const letter = ladderLetter(answerOf(facts, id));
  // A micro firm needs no DX officer or meeting: the president drives it in the normal course of work.
  if (id === 'q4' && (letter === 'A' || letter === 'B') && sizeClassOf(facts.companySize.code) === 'micro') {
    return microOrganizationStep;
  }
  return fillReading(answerReadings[id][letter].nextStep, facts);
}

const microOrganizationStep =
  '少人数の組織では専任の推進担当を置く必要はありません。代表者ご自身が取り組むテーマを一つ決め、日々の業務の中で進み具合を確かめる形で十分です。';

/** A next-step sentence as a roadmap action: 「〜ことが第一歩です。」 becomes 「〜ことをお勧めします。」. */
export function asAction(sentence: string): string {
  return sentence.replace(
    /ことが(?:第一歩|最初の一歩|次の一歩|出発点|次の目標|次の課題|次の段階)です。$/u,
    'ことをお勧めします。',
  );
}

/** The state an area's question shows, in a few words (「AIの利用が個人の試行にとどまっている状態」). */
export function stateOf(facts: ReportFacts, id: 'q1' | 'q4' | 'q6' | 'q8' | 'q9'): string {
  const answer = answerOf(facts, id);
  if (answer.letter === 'E') return `「${answer.topic}」が選択肢にない状態`;
  return answerReadings[id][answer.letter].state ?? answer.topic;
}
