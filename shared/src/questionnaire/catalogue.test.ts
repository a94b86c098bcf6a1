import { describe, expect, test } from 'vitest';
import { dxRateByIndustry, levelPriorBySize } from '../assessment/public-baseline';
import { questionnaireCatalogue } from './catalogue';
import { companySizes, industries } from './dropdown-options';
import { choiceLetters, questionIds } from './questions';

describe('questionnaire catalogue', () => {
  test('when the questions are listed, then q1–q10 appear once each with options A–D and distinct labels', () => {
    expect(questionnaireCatalogue.questions.map((question) => question.id)).toEqual([...questionIds]);
    for (const question of questionnaireCatalogue.questions) {
      expect(question.options.map((option) => option.letter)).toEqual([...choiceLetters]);
      expect(new Set(question.options.map((option) => option.label)).size).toBe(4);
      expect(question.text).toMatch(/？$/);
    }
  });

  test('when the dropdowns are listed, then industry and size codes are exactly the benchmark segments', () => {
    expect([...industries.values].sort()).toEqual(Object.keys(dxRateByIndustry).sort());
    expect([...companySizes.values].sort()).toEqual(Object.keys(levelPriorBySize).sort());
  });

  test('when the free-text prompts are listed, then issue, expectation and support each have a label and an example', () => {
    expect(questionnaireCatalogue.freeTextPrompts.map((prompt) => prompt.key)).toEqual([
      'issue',
      'expectation',
      'support',
    ]);
    for (const prompt of questionnaireCatalogue.freeTextPrompts) expect(prompt.placeholder).toMatch(/^例：/);
  });
});
