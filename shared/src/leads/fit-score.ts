import type { Answers, CompanyInfo, FitReason, FreeText } from '../contract';
import { companySizes, labelOf, positions } from '../questionnaire/dropdown-options';
import {
  companySizeWeights,
  consultationPhrases,
  consultationWeights,
  fitMaxima,
  investmentWeights,
  positionWeights,
  urgencyWeights,
} from './fit-weights';

/** A lead's fit score 0–100 and the points each factor gave, with the reason in Japanese. */
export interface FitScore {
  score: number;
  reasons: FitReason[];
}

function choiceReason(
  factor: 'urgency' | 'investment',
  answer: string | undefined,
  weights: Record<'A' | 'B' | 'C' | 'D', { points: number; reason: string }>,
): FitReason {
  const weight = answer !== undefined && answer in weights ? weights[answer as keyof typeof weights] : null;
  return {
    factor,
    points: weight?.points ?? 0,
    max: fitMaxima[factor],
    reason: weight?.reason ?? 'その他（自由回答）のため加点なし',
  };
}

/**
 * The transparent fit score of a submission (weights and their rationale: fit-weights.ts): urgency
 * (q10), investment stance (q9), company size, the respondent's position and whether the free text
 * asks for a consultation. Pure: the same answers always give the same score.
 */
export function computeFitScore(input: {
  companyInfo: Pick<CompanyInfo, 'companySize' | 'position'>;
  answers: Pick<Answers, 'q9' | 'q10'>;
  freeText: FreeText;
}): FitScore {
  const { companyInfo, answers, freeText } = input;
  const texts = [freeText.issue, freeText.expectation, freeText.support].map((text) =>
    text.normalize('NFKC'),
  );
  const asked = consultationPhrases.find((phrase) => texts.some((text) => text.includes(phrase)));
  const supportWanted = texts[2]!.trim() !== '';
  const sizePoints = companySizeWeights[companyInfo.companySize as keyof typeof companySizeWeights] ?? 0;
  const positionPoints = positionWeights[companyInfo.position as keyof typeof positionWeights] ?? 0;
  const reasons: FitReason[] = [
    choiceReason('urgency', answers.q10, urgencyWeights),
    choiceReason('investment', answers.q9, investmentWeights),
    {
      factor: 'companySize',
      points: sizePoints,
      max: fitMaxima.companySize,
      reason: `従業員${labelOf(companySizes, companyInfo.companySize)}`,
    },
    {
      factor: 'position',
      points: positionPoints,
      max: fitMaxima.position,
      reason: `${labelOf(positions, companyInfo.position)}${positionPoints >= 15 ? '（決裁者）' : ''}`,
    },
    asked
      ? {
          factor: 'consultation',
          points: consultationWeights.asked,
          max: fitMaxima.consultation,
          reason: `自由記述に「${asked}」とあり、相談を希望`,
        }
      : {
          factor: 'consultation',
          points: supportWanted ? consultationWeights.supportWanted : consultationWeights.none,
          max: fitMaxima.consultation,
          reason: supportWanted ? '受けたい支援の記入あり（相談の明記なし）' : '相談・支援の希望の記入なし',
        },
  ];
  return { score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons };
}
