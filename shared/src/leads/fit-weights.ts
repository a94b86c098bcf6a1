import type { FitFactor } from '../contract';
import type { CompanySize, Position } from '../questionnaire/dropdown-options';

/**
 * The weights of the fit score: which leads a consultancy selling DX/AI support to Japanese SMEs
 * should call first. Content, not code: change the points here, and every new submission is
 * scored with them (stored rows keep the score they were given, with the reasons that explain it).
 * The maxima add up to 100.
 *
 * Why these factors and weights:
 * - urgency (q10, 25): a lead who must act within a year buys this year; the strongest signal.
 * - investment (q9, 20): a budget already set aside means the deal does not wait for one.
 * - consultation (free text, 20): asking for advice in their own words is a raised hand.
 * - companySize (20): 30–299 staff is the sweet spot (a budget, but no in-house DX department);
 *   very small firms rarely buy consulting, the largest buy through tenders.
 * - position (15): a CEO or board member decides; a staff member has to convince someone first.
 */
export const fitMaxima: Record<FitFactor, number> = {
  urgency: 25,
  investment: 20,
  companySize: 20,
  position: 15,
  consultation: 20,
};

/** Choice letter of a question → points and the Japanese reason; E (その他) scores 0. */
interface ChoiceWeight {
  points: number;
  reason: string;
}

/** q10 「取り組みの緊急度」. */
export const urgencyWeights: Record<'A' | 'B' | 'C' | 'D', ChoiceWeight> = {
  A: { points: 0, reason: '急ぐ必要は感じていない' },
  B: { points: 8, reason: '数年以内に取り組みたい' },
  C: { points: 18, reason: '1年以内に着手・強化したい' },
  D: { points: 25, reason: '今すぐ取り組む必要を感じている' },
};

/** q9 「投資への姿勢」. */
export const investmentWeights: Record<'A' | 'B' | 'C' | 'D', ChoiceWeight> = {
  A: { points: 0, reason: '当面、投資の予定はない' },
  B: { points: 6, reason: '必要最低限のコストに抑えている' },
  C: { points: 15, reason: '効果が見込める分野に年度予算を確保している' },
  D: { points: 20, reason: '中長期の成長投資として継続的に予算を配分している' },
};

/** Employee bands. */
export const companySizeWeights: Record<CompanySize, number> = {
  lt10: 4,
  '10_29': 10,
  '30_99': 20,
  '100_299': 20,
  '300_999': 14,
  gte1000: 10,
};

/** The respondent's position: decision makers first. */
export const positionWeights: Record<Position, number> = {
  ceo: 15,
  executive: 15,
  department_head: 11,
  manager: 7,
  leader: 4,
  employee: 2,
  other: 3,
};

/** Free-text wording that asks for a conversation (compared after NFKC, so width does not matter). */
export const consultationPhrases = [
  '相談',
  '問い合わせ',
  '問合せ',
  '打ち合わせ',
  '打合せ',
  '面談',
  '見積',
  '提案',
  '訪問',
  '話を聞',
  '連絡',
] as const;

/** Points of the consultation factor: an explicit ask, support wanted without one, nothing. */
export const consultationWeights = { asked: 20, supportWanted: 10, none: 0 } as const;
