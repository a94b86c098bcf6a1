import type { DimensionKey } from '../contract/diagnosis-result';
import type { ChoiceLetter, QuestionId } from '../questionnaire/questions';

/** Japanese names of the five dimensions: the one name the chart, the text and the prompt use. */
export { dimensionLabels } from '../contract/report-display';

/**
 * Points of each listed choice of a capability or readiness question. A→D is an even ladder of
 * what the company does (docs/assessment.md §1), so the steps are equal.
 */
export const choicePoints: Record<ChoiceLetter, number> = { A: 0, B: 33, C: 67, D: 100 };

/**
 * Points of a custom E answer (「その他」 with or without text). The text cannot be placed on the
 * ladder reliably and is never interpreted, so it counts like B: some engagement, no maturity the
 * rubric cannot see. Level gates read it as B too; the report asks about it as a point to confirm.
 */
export const customAnswerPoints = choicePoints.B;

/**
 * Which capability questions feed each dimension, with weights. Only capability questions (what the
 * company does today) are scored; readiness (q3, q5, q10) is reported beside the level and q2/q7
 * are categories that steer the text.
 */
export const capabilityWeights: Record<DimensionKey, Partial<Record<QuestionId, number>>> = {
  strategy: { q1: 1 }, // how far digitisation and DX have reached
  organization: { q4: 1 }, // who drives it
  technology: { q8: 2, q1: 1 }, // in-house capability, and the digitised processes it runs on
  aiAdoption: { q6: 1 }, // actual AI use, comparable with adoption statistics
  investment: { q9: 1 }, // budget actually committed
};

/** Weights of the dimensions in the overall capability score (sum 1). */
export const dimensionWeights: Record<DimensionKey, number> = {
  strategy: 0.25,
  organization: 0.2,
  technology: 0.2,
  aiAdoption: 0.2,
  investment: 0.15,
};

/** Questions of the readiness score (will, interest in AI, urgency), reported beside the level. */
export const readinessQuestions = ['q3', 'q5', 'q10'] as const satisfies readonly QuestionId[];
