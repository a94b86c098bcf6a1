import { describe, expect, test } from 'vitest';
import { submitRequestSchema, type SubmitRequestInput } from '../../contract';
import { questionIds } from '../../questionnaire/questions';
import { buildSubmitRequest, storedSubmissionOf } from '../../testing/submission-factory';
import { prepareReport } from '../compose-report';
import { emptyReading } from '../reading/reading';
import { benchmarkComparisonText, standingPhrase } from './benchmark-text';

function factsFor(letters: string, industry: string, companySize: string) {
  const answers = Object.fromEntries(questionIds.map((id, index) => [id, letters[index]!]));
  const base = buildSubmitRequest();
  const input: SubmitRequestInput = {
    ...base,
    companyInfo: { ...base.companyInfo, industry, companySize } as SubmitRequestInput['companyInfo'],
    answers: answers as SubmitRequestInput['answers'],
    freeText: { issue: '', expectation: '', support: '' },
  };
  return prepareReport(storedSubmissionOf(submitRequestSchema.parse(input)), null, emptyReading()).facts;
}

describe('benchmarkComparisonText', () => {
  test('when the range is narrow enough, then the label and a one-direction range are stated', () => {
    // Level 4 in a large ICT firm: above the middle, within 50 points.
    const facts = factsFor('DCCCCCCCCC', 'information_communications', 'gte1000');
    const text = benchmarkComparisonText(facts);
    expect(text).toMatch(/同業・同規模の中では中位より上（上から\d+%以内）と見られます/);
    expect(text).not.toMatch(/下位\d|上位\d/);
  });

  test('when the range is wider than the set width, then it is not stated as a finding and the text says what would narrow it', () => {
    // Level 3 covers about 70 % of large manufacturers: no position can be read from it.
    const facts = factsFor('CCCCCCCCCC', 'manufacturing', 'gte1000');
    const text = benchmarkComparisonText(facts);
    expect(text).toContain('まだ絞り込めない');
    expect(text).toContain('回答が本診断に集まると');
    expect(text).toMatch(/レベル\d「[^」]+」に必要なこと|成熟度レベルの段階/);
    expect(text).not.toMatch(/中では(下位|上位|中位)/);
    expect(text).not.toMatch(/位置は、[^。]*位置は/);
  });

  test('when the industry is 「その他」, then the text says the range includes the industries’ differences', () => {
    const facts = factsFor('BBBBBBBBBB', 'other', '10_29');
    const text = benchmarkComparisonText(facts);
    expect(text).toContain('業種が「その他」のため');
    // Placed among companies of its size, not among an industry it did not name.
    expect(standingPhrase(facts)).toMatch(/^同規模の企業の中/);
    expect(text).not.toContain('同業・同規模の中');
  });

  test('when the answers contradict each other, then the standing is withheld until they are confirmed', () => {
    // Paper-based work (q1 = A) but AI in company use (q6 = C): flagged as a contradiction.
    const facts = factsFor('ACCCCCCCCC', 'manufacturing', '30_99');
    expect(facts.contradictions.length).toBeGreaterThan(0);
    const text = benchmarkComparisonText(facts);
    expect(text).toContain('確認後に判定します');
    expect(text).not.toMatch(/中では(下位|上位|中位)/);
    expect(standingPhrase(facts)).toContain('確認後に判定');
  });

  test('when the caller overrides the withholding, then a consistent profile is stated and a flagged one is not', () => {
    const facts = factsFor('DCCCCCCCCC', 'information_communications', 'gte1000');
    expect(benchmarkComparisonText(facts, { withhold: true })).toContain('確認後に判定します');
    expect(benchmarkComparisonText(facts, { withhold: false })).toContain('中では中位より上');
  });
});
