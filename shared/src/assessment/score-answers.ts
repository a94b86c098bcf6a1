import { dimensionKeys, type DimensionKey } from '../contract/diagnosis-result';
import {
  choiceLetters,
  questionIds,
  questions,
  type ChoiceLetter,
  type QuestionId,
} from '../questionnaire/questions';
import { levelForScore, type MaturityLevel } from './maturity-levels';
import { choicePoints, customAnswerPoints, dimensionWeights, questionWeights } from './scoring-rubric';

/** How pressing the company feels DX/AI is (q10); 'unknown' for a custom answer. */
export type Urgency = 'none' | 'years' | 'within-a-year' | 'now' | 'unknown';

/** One answer as the report needs it: the letter, its words, and any custom text. */
export interface ScoredAnswer {
  id: QuestionId;
  topic: string;
  question: string;
  /** 'E' when the visitor chose 「その他」 (the stored answer is then the custom text). */
  letter: ChoiceLetter | 'E';
  /** The chosen option in words, or 「その他」 for E. */
  label: string;
  /** The text typed for E (trimmed, possibly empty); null for A–D. */
  customText: string | null;
  points: number;
}

/** The deterministic assessment of one questionnaire. */
export interface Assessment {
  /** 0–100, integer. */
  overall: number;
  level: MaturityLevel;
  levelName: string;
  /** 0–100 per dimension, integers. */
  dimensions: Record<DimensionKey, number>;
  answers: ScoredAnswer[];
  urgency: Urgency;
  /** Dimensions from weakest to strongest (ties keep the order of dimensionKeys). */
  ranked: DimensionKey[];
}

const urgencyByLetter: Record<ChoiceLetter, Urgency> = {
  A: 'none',
  B: 'years',
  C: 'within-a-year',
  D: 'now',
};

/** Reads a stored answer: exactly 'A'–'D' is a listed choice, anything else is custom text for E. */
export function readAnswer(value: string | undefined): {
  letter: ChoiceLetter | 'E';
  customText: string | null;
} {
  const letter = choiceLetters.find((candidate) => candidate === value);
  return letter ? { letter, customText: null } : { letter: 'E', customText: (value ?? '').trim() };
}

/** Scores answers q1–q10 with the rubric in scoring-rubric.ts; pure and deterministic. */
export function scoreAnswers(answers: Readonly<Record<string, string>>): Assessment {
  const totals = Object.fromEntries(dimensionKeys.map((key) => [key, { points: 0, weight: 0 }])) as Record<
    DimensionKey,
    { points: number; weight: number }
  >;
  const scored: ScoredAnswer[] = questionIds.map((id) => {
    const question = questions.find((candidate) => candidate.id === id)!;
    const { letter, customText } = readAnswer(answers[id]);
    const points = letter === 'E' ? customAnswerPoints : choicePoints[letter];
    for (const [dimension, weight] of Object.entries(questionWeights[id]) as [DimensionKey, number][]) {
      totals[dimension].points += points * weight;
      totals[dimension].weight += weight;
    }
    const label =
      letter === 'E' ? 'その他' : question.options.find((option) => option.letter === letter)!.label;
    return { id, topic: question.topic, question: question.text, letter, label, customText, points };
  });

  const exact = Object.fromEntries(
    dimensionKeys.map((key) => [key, totals[key].points / totals[key].weight]),
  ) as Record<DimensionKey, number>;
  // Overall comes from the unrounded dimension scores so rounding never compounds.
  const overall = Math.round(dimensionKeys.reduce((sum, key) => sum + exact[key] * dimensionWeights[key], 0));
  const dimensions = Object.fromEntries(dimensionKeys.map((key) => [key, Math.round(exact[key])])) as Record<
    DimensionKey,
    number
  >;
  const definition = levelForScore(overall);
  const q10 = scored[9]!;
  return {
    overall,
    level: definition.level,
    levelName: definition.name,
    dimensions,
    answers: scored,
    urgency: q10.letter === 'E' ? 'unknown' : urgencyByLetter[q10.letter],
    ranked: [...dimensionKeys].sort((a, b) => exact[a] - exact[b]),
  };
}
