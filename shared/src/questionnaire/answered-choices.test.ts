import { describe, expect, test } from 'vitest';
import { answeredChoices, answeredChoiceText, answeredFreeTexts } from './answered-choices';

describe('answeredChoices', () => {
  test('when a letter was chosen, then the option reads with the wording of the version answered', () => {
    const [v1] = answeredChoices('2026-11-v1', { q1: 'B' });
    const [v2] = answeredChoices('2026-11-v2', { q1: 'B' });

    expect(answeredChoiceText(v1!)).toBe('B：一部の業務でITツールを導入し、ペーパーレス化を進めている');
    expect(v2!.answer).not.toBe(v1!.answer);
  });

  test('when E text or nothing is stored, then E carries the text and a missing answer stays empty', () => {
    const choices = answeredChoices('2026-11-v2', { q1: '独自の取り組み', q2: '' });

    expect(choices).toHaveLength(10);
    expect(answeredChoiceText(choices[0]!)).toBe('E（その他）：独自の取り組み');
    expect(choices[1]).toMatchObject({ letter: 'E', answer: '' });
    expect(choices[2]).toMatchObject({ letter: null, answer: null });
    expect(answeredChoiceText(choices[2]!)).toBe('');
  });
});

describe('answeredFreeTexts', () => {
  test('when some free text is missing, then all three prompts come in order with empty text', () => {
    expect(answeredFreeTexts({ support: '相談したい' }).map((entry) => [entry.key, entry.text])).toEqual([
      ['issue', ''],
      ['expectation', ''],
      ['support', '相談したい'],
    ]);
  });
});
