import { describe, expect, test } from 'vitest';
import type { DiagnosisDraft } from '../types/diagnosis-draft';
import { emptyDraft } from './answers-codec';
import { computeProgress, progressTotal } from './compute-progress';

const draft = (overrides: Partial<DiagnosisDraft>): DiagnosisDraft => ({ ...emptyDraft, ...overrides });
const company = (overrides: Partial<DiagnosisDraft['companyInfo']>) => ({
  ...emptyDraft.companyInfo,
  ...overrides,
});

describe('computeProgress', () => {
  test('the total is 1 company name + 4 dropdowns + 10 questions', () => {
    expect(progressTotal).toBe(15);
  });

  test.each([
    ['nothing filled', draft({}), 0],
    ['only the company name', draft({ companyInfo: company({ companyName: '株式会社A' }) }), 7],
    ['a blank company name', draft({ companyInfo: company({ companyName: '   ' }) }), 0],
    [
      'name and two dropdowns',
      draft({ companyInfo: company({ companyName: 'A', industry: 'other', position: 'ceo' }) }),
      20,
    ],
    ['one question answered with E and no text', draft({ choices: { q1: 'E' } }), 7],
    [
      'seven of fifteen',
      draft({
        companyInfo: company({ companyName: 'A', industry: 'other' }),
        choices: { q1: 'A', q2: 'B', q3: 'C', q4: 'D', q5: 'E' },
      }),
      47,
    ],
  ])('%s gives %i%%', (_case, value, percent) => {
    expect(computeProgress(value)).toBe(percent);
  });

  test('free text and the custom text of E do not count', () => {
    const withText = draft({
      choices: { q1: 'E' },
      customTexts: { q1: '独自の回答', q2: '選ばれていない質問の文字' },
      freeText: { issue: '課題', expectation: '期待', support: '支援' },
    });

    expect(computeProgress(withText)).toBe(7);
  });

  test('everything filled gives 100%', () => {
    const full = draft({
      companyInfo: {
        companyName: 'A',
        establishmentYear: 'lt5',
        industry: 'other',
        companySize: 'lt10',
        position: 'ceo',
      },
      choices: { q1: 'A', q2: 'B', q3: 'C', q4: 'D', q5: 'E', q6: 'A', q7: 'B', q8: 'C', q9: 'D', q10: 'E' },
    });

    expect(computeProgress(full)).toBe(100);
  });
});
