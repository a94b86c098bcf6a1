import { describe, expect, test } from 'vitest';
import { buildQuestionnaire } from '@/testing/questionnaire-factory';
import { draftFromQuestionnaire, fromAnswers, questionnaireFromDraft, toAnswers } from './answers-codec';

describe('answers codec', () => {
  test('when E is chosen, then its text is sent in place of the letter, empty text included', () => {
    const answers = toAnswers({ q1: 'A', q2: 'E', q3: 'E' }, { q2: '独自の取り組み', q1: '捨てられる文字' });

    expect(answers.q1).toBe('A');
    expect(answers.q2).toBe('独自の取り組み');
    expect(answers.q3).toBe('');
  });

  test('when an answer is not one of the listed letters, then it is restored as E with its text', () => {
    const { choices, customTexts } = fromAnswers({ q1: 'D', q2: '独自の取り組み', q3: '', q4: 'E', q5: 'a' });

    expect(choices).toEqual({ q1: 'D', q2: 'E', q3: 'E', q4: 'E', q5: 'E' });
    expect(customTexts).toEqual({ q2: '独自の取り組み', q3: '', q4: 'E', q5: 'a' });
  });

  test('a questionnaire survives the round trip through the form draft', () => {
    const questionnaire = buildQuestionnaire();

    expect(questionnaireFromDraft(draftFromQuestionnaire(questionnaire))).toEqual(questionnaire);
  });
});
