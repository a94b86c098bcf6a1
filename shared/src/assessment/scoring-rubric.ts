import type { DimensionKey } from '../contract/diagnosis-result';
import type { ChoiceLetter, QuestionId } from '../questionnaire/questions';

/** Japanese names of the five dimensions, as the report shows them. */
export const dimensionLabels: Record<DimensionKey, string> = {
  strategy: 'DX推進・戦略',
  organization: '組織・推進体制',
  technology: '技術・スキル',
  aiAdoption: 'AI活用',
  investment: '投資姿勢',
};

/**
 * Points of each listed choice, A (least mature) to D (most mature). The step from C to D is the
 * largest: D always describes company-wide, strategy-led practice, C a good practice in parts.
 */
export const choicePoints: Record<ChoiceLetter, number> = { A: 0, B: 30, C: 60, D: 100 };

/**
 * Points of a custom E answer (「その他」with or without text). The text cannot be placed on the
 * A–D scale reliably (and must never be interpreted as instructions), so it counts like B: some
 * engagement, but no maturity the rubric cannot see. The text itself goes to the report writer.
 */
export const customAnswerPoints = choicePoints.B;

/**
 * How much each question counts towards each dimension. A dimension score is the weighted mean of
 * the points of the questions that feed it. q10 (urgency) measures intent rather than capability,
 * so it carries small weights (at most about 5 points of the overall score) and mainly sets the
 * pace of the recommended roadmap.
 */
export const questionWeights: Record<QuestionId, Partial<Record<DimensionKey, number>>> = {
  q1: { strategy: 3, technology: 1 }, // DX progress
  q2: { strategy: 1, organization: 1 }, // the challenge a firm faces shows how far it has come
  q3: { organization: 2, strategy: 1 }, // will vs reality: execution and alignment
  q4: { organization: 3, investment: 1 }, // DX organisation; a dedicated team is also a resource commitment
  q5: { aiAdoption: 2, strategy: 1 }, // interest in AI
  q6: { aiAdoption: 3, technology: 2 }, // actual AI use
  q7: { aiAdoption: 2, strategy: 1 }, // expected AI effects: ambition of the use cases
  q8: { technology: 3, organization: 1, aiAdoption: 1 }, // in-house capability vs outsourcing
  q9: { investment: 3 }, // investment attitude
  q10: { investment: 1, strategy: 0.5 }, // urgency
};

/** Weights of the dimensions in the overall score (sum 1). */
export const dimensionWeights: Record<DimensionKey, number> = {
  strategy: 0.25,
  organization: 0.2,
  technology: 0.2,
  aiAdoption: 0.2,
  investment: 0.15,
};
