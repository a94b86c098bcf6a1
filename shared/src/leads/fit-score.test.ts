import { describe, expect, test } from 'vitest';
import { computeFitScore } from './fit-score';
import { fitMaxima } from './fit-weights';

const base = {
  companyInfo: { companySize: '30_99', position: 'ceo' },
  answers: { q9: 'D', q10: 'D' },
  freeText: { issue: '', expectation: '', support: '' },
} as const;

describe('computeFitScore', () => {
  test('when the factors’ maxima are added, then they make 100', () => {
    expect(Object.values(fitMaxima).reduce((sum, points) => sum + points, 0)).toBe(100);
  });

  test('when every factor is at its best, then the score is 100 and each reason says why in Japanese', () => {
    const fit = computeFitScore({ ...base, freeText: { ...base.freeText, support: 'ご相談したい' } });

    expect(fit.score).toBe(100);
    expect(fit.reasons.map((reason) => [reason.factor, reason.points])).toEqual([
      ['urgency', 25],
      ['investment', 20],
      ['companySize', 20],
      ['position', 15],
      ['consultation', 20],
    ]);
    expect(fit.reasons.find((reason) => reason.factor === 'position')!.reason).toBe(
      '代表取締役・CEO（決裁者）',
    );
    expect(fit.reasons.find((reason) => reason.factor === 'consultation')!.reason).toContain('「相談」');
  });

  test('when nothing signals a buyer, then the score is the small-company and staff points only', () => {
    const fit = computeFitScore({
      companyInfo: { companySize: 'lt10', position: 'employee' },
      answers: { q9: 'A', q10: 'A' },
      freeText: { issue: '', expectation: '', support: '' },
    });

    expect(fit.score).toBe(4 + 2);
  });

  test('when urgency and investment were answered with その他, then they score 0 with that reason', () => {
    const fit = computeFitScore({ ...base, answers: { q9: '予算は検討中', q10: '' } });

    expect(fit.reasons.slice(0, 2)).toEqual([
      { factor: 'urgency', points: 0, max: 25, reason: 'その他（自由回答）のため加点なし' },
      { factor: 'investment', points: 0, max: 20, reason: 'その他（自由回答）のため加点なし' },
    ]);
  });

  test('when support is wanted without asking to talk, then half the consultation points; full-width wording still counts as asking', () => {
    const wanted = computeFitScore({ ...base, freeText: { issue: '', expectation: '', support: '研修' } });
    const fullWidth = computeFitScore({
      ...base,
      freeText: { issue: '見積をお願いします', expectation: '', support: '' },
    });

    expect(wanted.reasons.at(-1)!.points).toBe(10);
    expect(fullWidth.reasons.at(-1)!.points).toBe(20);
  });
});
