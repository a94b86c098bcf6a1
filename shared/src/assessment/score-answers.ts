import { dimensionKeys, type DimensionKey } from '../contract/diagnosis-result';
import { questionsAsAnswered } from '../questionnaire/questions-as-answered';
import {
  choiceLetters,
  questionIds,
  questions as currentQuestions,
  type ChoiceLetter,
  type QuestionId,
} from '../questionnaire/questions';
import {
  levelDefinition,
  levelForScore,
  maturityLevels,
  type LevelRequirement,
  type MaturityLevel,
} from './maturity-levels';
import {
  capabilityWeights,
  choicePoints,
  customAnswerPoints,
  dimensionWeights,
  readinessQuestions,
} from './scoring-rubric';

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
  /** Points on the A→D ladder; null for the category questions q2 and q7. */
  points: number | null;
}

/** The next level up and what the company still lacks for it. */
export interface NextLevel {
  level: MaturityLevel;
  name: string;
  /** Capability score the next level needs (the company's is below it when `scoreGap` > 0). */
  minScore: number;
  scoreGap: number;
  /** Gates of the next level the answers do not meet yet. */
  missing: LevelRequirement[];
}

/** The deterministic assessment of one questionnaire. */
export interface Assessment {
  /** Capability score 0–100, integer: what the company does today. */
  overall: number;
  level: MaturityLevel;
  levelName: string;
  /** The level the score alone reaches; above `level` when a gate holds the company back. */
  scoreLevel: MaturityLevel;
  /** Gates of the levels between `level` and `scoreLevel` that the answers do not meet. */
  heldBackBy: LevelRequirement[];
  /** 0–100 per dimension, integers. */
  dimensions: Record<DimensionKey, number>;
  /** Will, interest in AI and urgency (q3, q5, q10), 0–100; reported beside the level, never in it. */
  readiness: number;
  answers: ScoredAnswer[];
  urgency: Urgency;
  /** Dimensions from weakest to strongest; ties are broken by the q2 challenge (see `tiedWeakest`). */
  ranked: DimensionKey[];
  /** Every dimension sharing the lowest score (one when the weakest area is clear). */
  tiedWeakest: DimensionKey[];
  nextLevel: NextLevel | null;
}

const urgencyByLetter: Record<ChoiceLetter, Urgency> = {
  A: 'none',
  B: 'years',
  C: 'within-a-year',
  D: 'now',
};

/**
 * Which areas a q2 challenge points at, used only to order tied dimensions: 何から始めれば → strategy,
 * 人材・ノウハウ → technology and organisation, 連携・データ分断 → organisation and strategy, 成果測定 → investment.
 */
const challengeFocus: Record<ChoiceLetter | 'E', DimensionKey[]> = {
  A: ['strategy', 'organization'],
  B: ['technology', 'organization'],
  C: ['organization', 'strategy'],
  D: ['investment', 'strategy'],
  E: [],
};

/** Reads a stored answer: exactly 'A'–'D' is a listed choice, anything else is custom text for E. */
export function readAnswer(value: string | undefined): {
  letter: ChoiceLetter | 'E';
  customText: string | null;
} {
  const letter = choiceLetters.find((candidate) => candidate === value);
  return letter ? { letter, customText: null } : { letter: 'E', customText: (value ?? '').trim() };
}

/** Place of an answer on the A→D ladder (0–3); a custom E answer counts as B. */
export function ladderStep(letter: ChoiceLetter | 'E'): number {
  return letter === 'E' ? 1 : choiceLetters.indexOf(letter);
}

/** Whether the answers meet a level requirement. */
export function meetsRequirement(answers: readonly ScoredAnswer[], requirement: LevelRequirement): boolean {
  const answer = answers.find((candidate) => candidate.id === requirement.question)!;
  return ladderStep(answer.letter) >= choiceLetters.indexOf(requirement.atLeast);
}

const pointsOf = (letter: ChoiceLetter | 'E') => (letter === 'E' ? customAnswerPoints : choicePoints[letter]);

/**
 * Scores answers q1–q10 with the rubric in scoring-rubric.ts and the gates in maturity-levels.ts;
 * pure and deterministic. `questionnaireVersion` only selects the wording the answers are read with.
 */
export function scoreAnswers(
  answers: Readonly<Record<string, string>>,
  questionnaireVersion?: string,
): Assessment {
  const questions = questionnaireVersion ? questionsAsAnswered(questionnaireVersion) : currentQuestions;
  const scored: ScoredAnswer[] = questionIds.map((id) => {
    const question = questions.find((candidate) => candidate.id === id)!;
    const { letter, customText } = readAnswer(answers[id]);
    const isCategory = id === 'q2' || id === 'q7';
    const label =
      letter === 'E' ? 'その他' : question.options.find((option) => option.letter === letter)!.label;
    return {
      id,
      topic: question.topic,
      question: question.text,
      letter,
      label,
      customText,
      points: isCategory ? null : pointsOf(letter),
    };
  });
  const pointsFor = (id: QuestionId) => scored.find((answer) => answer.id === id)!.points!;

  const exact = Object.fromEntries(
    dimensionKeys.map((key) => {
      const weights = Object.entries(capabilityWeights[key]) as [QuestionId, number][];
      const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
      return [key, weights.reduce((sum, [id, weight]) => sum + pointsFor(id) * weight, 0) / total];
    }),
  ) as Record<DimensionKey, number>;
  // Overall comes from the unrounded dimension scores so rounding never compounds.
  const overall = Math.round(dimensionKeys.reduce((sum, key) => sum + exact[key] * dimensionWeights[key], 0));
  const dimensions = Object.fromEntries(dimensionKeys.map((key) => [key, Math.round(exact[key])])) as Record<
    DimensionKey,
    number
  >;

  const scoreLevel = levelForScore(overall).level;
  let level: MaturityLevel = 1;
  for (const definition of maturityLevels) {
    if (definition.level > scoreLevel) break;
    if (definition.requires.every((requirement) => meetsRequirement(scored, requirement))) {
      level = definition.level;
    } else break;
  }
  const heldBackBy = maturityLevels
    .filter((definition) => definition.level > level && definition.level <= scoreLevel)
    .flatMap((definition) => definition.requires)
    .filter((requirement, index, all) => all.indexOf(requirement) === index)
    .filter((requirement) => !meetsRequirement(scored, requirement));

  const q2 = scored.find((answer) => answer.id === 'q2')!;
  const focus = challengeFocus[q2.letter];
  const focusRank = (key: DimensionKey) => (focus.includes(key) ? focus.indexOf(key) : focus.length);
  const ranked = [...dimensionKeys].sort(
    (a, b) =>
      dimensions[a] - dimensions[b] ||
      focusRank(a) - focusRank(b) ||
      dimensionKeys.indexOf(a) - dimensionKeys.indexOf(b),
  );
  const lowest = dimensions[ranked[0]!];
  const tiedWeakest = ranked.filter((key) => dimensions[key] === lowest);

  const readiness = Math.round(
    readinessQuestions.reduce((sum, id) => sum + pointsFor(id), 0) / readinessQuestions.length,
  );

  const next = level < 5 ? levelDefinition((level + 1) as MaturityLevel) : null;
  const q10 = scored.find((answer) => answer.id === 'q10')!;
  return {
    overall,
    level,
    levelName: levelDefinition(level).name,
    scoreLevel,
    heldBackBy,
    dimensions,
    readiness,
    answers: scored,
    urgency: q10.letter === 'E' ? 'unknown' : urgencyByLetter[q10.letter],
    ranked,
    tiedWeakest,
    nextLevel: next
      ? {
          level: next.level,
          name: next.name,
          minScore: next.minScore,
          scoreGap: Math.max(0, next.minScore - overall),
          missing: next.requires.filter((requirement) => !meetsRequirement(scored, requirement)),
        }
      : null,
  };
}
