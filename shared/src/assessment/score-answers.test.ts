import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dimensionKeys } from '../contract/diagnosis-result';
import { choiceLetters, questionIds, questions } from '../questionnaire/questions';
import { maturityLevelText } from './maturity-levels';
import { scoreAnswers } from './score-answers';
import { choicePoints, questionWeights } from './scoring-rubric';

const letter = fc.constantFrom(...choiceLetters);
const answerSheet = fc.tuple(...questionIds.map(() => letter));
const toAnswers = (letters: readonly string[]) =>
  Object.fromEntries(questionIds.map((id, index) => [id, letters[index]!]));
const every = (value: string) => toAnswers(questionIds.map(() => value));

describe('scoreAnswers', () => {
  test('when one answer becomes more mature, then no score goes down', () => {
    fc.assert(
      fc.property(answerSheet, fc.nat({ max: 9 }), (letters, index) => {
        const current = letters[index]!;
        fc.pre(current !== 'D');
        const raised = [...letters];
        raised[index] = choiceLetters[choiceLetters.indexOf(current) + 1]!;

        const before = scoreAnswers(toAnswers(letters));
        const after = scoreAnswers(toAnswers(raised));

        expect(after.overall).toBeGreaterThanOrEqual(before.overall);
        expect(after.level).toBeGreaterThanOrEqual(before.level);
        for (const key of dimensionKeys)
          expect(after.dimensions[key]).toBeGreaterThanOrEqual(before.dimensions[key]);
      }),
      { numRuns: 500 },
    );
  });

  test('when a listed answer is replaced by a custom one, then it counts between A and C', () => {
    fc.assert(
      fc.property(answerSheet, fc.nat({ max: 9 }), fc.string({ maxLength: 40 }), (letters, index, text) => {
        fc.pre(!(choiceLetters as readonly string[]).includes(text));
        const withA = [...letters];
        withA[index] = 'A';
        const withC = [...letters];
        withC[index] = 'C';
        const withCustom: string[] = [...letters];
        withCustom[index] = text;

        const custom = scoreAnswers(toAnswers(withCustom));

        expect(custom.overall).toBeGreaterThanOrEqual(scoreAnswers(toAnswers(withA)).overall);
        expect(custom.overall).toBeLessThanOrEqual(scoreAnswers(toAnswers(withC)).overall);
        expect(custom.answers[index]).toMatchObject({ letter: 'E', customText: text.trim() });
      }),
    );
  });

  test('when the same answers are scored twice, then the results are equal', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(letter, fc.string({ maxLength: 20 })), { minLength: 10, maxLength: 10 }),
        (values) => {
          expect(scoreAnswers(toAnswers(values))).toEqual(scoreAnswers(toAnswers(values)));
        },
      ),
    );
  });

  test('when every answer is the least mature, then the level is 1 with every score 0', () => {
    const result = scoreAnswers(every('A'));

    expect(result.level).toBe(1);
    expect(result.overall).toBe(0);
    expect(Object.values(result.dimensions)).toEqual([0, 0, 0, 0, 0]);
  });

  test('when every answer is the most mature, then the level is 5 with every score 100', () => {
    const result = scoreAnswers(every('D'));

    expect(result.level).toBe(5);
    expect(result.overall).toBe(100);
    expect(Object.values(result.dimensions)).toEqual([100, 100, 100, 100, 100]);
  });

  test('when scores are computed, then they stay within 0–100 and the level matches its text', () => {
    fc.assert(
      fc.property(answerSheet, (letters) => {
        const result = scoreAnswers(toAnswers(letters));

        expect(result.overall).toBeGreaterThanOrEqual(0);
        expect(result.overall).toBeLessThanOrEqual(100);
        expect(maturityLevelText(result.level)).toContain(String(result.level));
        expect(result.ranked).toHaveLength(5);
      }),
    );
  });

  test('when q10 alone goes from A to D, then the overall score moves by at most 5 points', () => {
    const calm = scoreAnswers({ ...every('B'), q10: 'A' });
    const urgent = scoreAnswers({ ...every('B'), q10: 'D' });

    expect(urgent.overall - calm.overall).toBeGreaterThan(0);
    expect(urgent.overall - calm.overall).toBeLessThanOrEqual(5);
    expect(calm.urgency).toBe('none');
    expect(urgent.urgency).toBe('now');
  });

  test('when the rubric is read, then every question and every option is scored', () => {
    for (const question of questions) {
      expect(Object.keys(questionWeights[question.id]).length).toBeGreaterThan(0);
      expect(question.options.map((option) => option.letter)).toEqual([...choiceLetters]);
    }
    expect(Object.keys(choicePoints)).toEqual([...choiceLetters]);
  });
});

// Realistic profiles: [description, q1..q10, expected level].
const profiles: [string, string, number][] = [
  ['紙とFAXが中心の小規模工務店', 'AAAAAAAAAB', 1],
  ['関心はあるが手つかずの老舗小売店', 'AABAABAAAB', 1],
  ['会計ソフトとチャットを入れ始めた地方の卸売業', 'BBBBBBBBBC', 2],
  ['社員が個人的に生成AIを試している会計事務所', 'BABACBBABC', 2],
  ['危機感は強いが体制も投資もない中小製造業', 'BBCADBCABD', 2],
  ['複数部門でデジタル化を進める中堅製造業', 'CCCCCBCCCC', 3],
  ['専任チームとAIのPoCを持つ地方銀行', 'CCCCDCCCCC', 3],
  ['経営直轄のDX部署を持つ物流大手', 'DCDDDCCCDD', 4],
  ['全社でデータ活用し一部業務にAIを組み込んだ小売チェーン', 'DDCDDDCCDC', 4],
  ['AIを事業の中核に据えるIT企業', 'DCDDDDDDDD', 5],
];

describe('scoreAnswers on realistic company profiles', () => {
  test.each(profiles)('%s (%s) → level %i', (_name, letters, expected) => {
    const result = scoreAnswers(toAnswers(letters.split('')));

    expect(result.level).toBe(expected);
  });
});
