import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dimensionKeys } from '../contract/diagnosis-result';
import { choiceLetters, questionIds, questionRoles, questions } from '../questionnaire/questions';
import { maturityLevels, maturityLevelText } from './maturity-levels';
import { meetsRequirement, scoreAnswers } from './score-answers';

const letter = fc.constantFrom(...choiceLetters);
const answerSheet = fc.tuple(...questionIds.map(() => letter));
const toAnswers = (letters: readonly string[]) =>
  Object.fromEntries(questionIds.map((id, index) => [id, letters[index]!]));
const every = (value: string) => toAnswers(questionIds.map(() => value));
const sheet = (letters: string) => toAnswers(letters.split(''));

describe('scoreAnswers', () => {
  test('when one answer becomes more mature, then no score and not the level goes down', () => {
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
        expect(after.readiness).toBeGreaterThanOrEqual(before.readiness);
        for (const key of dimensionKeys)
          expect(after.dimensions[key]).toBeGreaterThanOrEqual(before.dimensions[key]);
      }),
      { numRuns: 1000 },
    );
  });

  test('when any answers are scored, then every gate of the level and of the levels below it holds', () => {
    fc.assert(
      fc.property(answerSheet, (letters) => {
        const result = scoreAnswers(toAnswers(letters));
        for (const definition of maturityLevels.filter((candidate) => candidate.level <= result.level)) {
          for (const requirement of definition.requires)
            expect(meetsRequirement(result.answers, requirement)).toBe(true);
        }
        expect(result.level).toBeLessThanOrEqual(result.scoreLevel);
      }),
      { numRuns: 1000 },
    );
  });

  test('when only category or readiness answers change, then the level and capability scores stay the same', () => {
    fc.assert(
      fc.property(answerSheet, answerSheet, (base, other) => {
        const mixed = questionIds.map((id, index) =>
          questionRoles[id] === 'capability' ? base[index]! : other[index]!,
        );
        const a = scoreAnswers(toAnswers(base));
        const b = scoreAnswers(toAnswers(mixed));
        expect(b.level).toBe(a.level);
        expect(b.overall).toBe(a.overall);
        expect(b.dimensions).toEqual(a.dimensions);
      }),
    );
  });

  test('when q1 is paper and verbal work (A), then the level is 1 whatever else is answered', () => {
    fc.assert(
      fc.property(answerSheet, (letters) => {
        expect(scoreAnswers({ ...toAnswers(letters), q1: 'A' }).level).toBe(1);
      }),
    );
  });

  test('when AI is tried only by individuals (q6 = B), then level 5 is never reached', () => {
    expect(scoreAnswers({ ...every('D'), q6: 'B' }).level).toBe(4);
    expect(scoreAnswers({ ...every('D'), q6: 'C' }).level).toBe(4);
    expect(scoreAnswers(every('D')).level).toBe(5);
  });

  test('when capability is all A and intent all D, then the level is 1; the reverse is level 4 or higher', () => {
    const eager = scoreAnswers(sheet('ADDADADAAD'));
    expect(eager.level).toBe(1);
    expect(eager.readiness).toBe(100);
    const quiet = scoreAnswers(sheet('DAADADADDA'));
    expect(quiet.level).toBeGreaterThanOrEqual(4);
    expect(quiet.readiness).toBe(0);
  });

  test('when a listed answer is replaced by a custom one, then it counts like B', () => {
    fc.assert(
      fc.property(answerSheet, fc.nat({ max: 9 }), fc.string({ maxLength: 40 }), (letters, index, text) => {
        fc.pre(!(choiceLetters as readonly string[]).includes(text));
        const withB = [...letters];
        withB[index] = 'B';
        const withCustom: string[] = [...letters];
        withCustom[index] = text;
        const custom = scoreAnswers(toAnswers(withCustom));
        const b = scoreAnswers(toAnswers(withB));
        expect(custom.overall).toBe(b.overall);
        expect(custom.level).toBe(b.level);
        expect(custom.answers[index]).toMatchObject({ letter: 'E', customText: text.trim() });
      }),
    );
  });

  test('when the weakest areas tie, then all of them are named and the q2 challenge orders them', () => {
    const talent = scoreAnswers(sheet('BBBBBBBBBB'));
    expect([...talent.tiedWeakest].sort()).toEqual([...dimensionKeys].sort());
    expect(talent.ranked.slice(0, 2)).toEqual(['technology', 'organization']); // q2 = B (人材・ノウハウ)
    const direction = scoreAnswers(sheet('BABBBBBBBB'));
    expect(direction.ranked[0]).toBe('strategy'); // q2 = A (何から始めれば) puts strategy first
    const clear = scoreAnswers(sheet('CBCACCCCCC'));
    expect(clear.tiedWeakest).toEqual(['organization']);
  });

  test('when every capability answer is the least mature, then the level is 1 with every score 0', () => {
    const result = scoreAnswers(every('A'));
    expect(result.level).toBe(1);
    expect(result.overall).toBe(0);
    expect(Object.values(result.dimensions)).toEqual([0, 0, 0, 0, 0]);
    expect(result.nextLevel).toMatchObject({ level: 2, missing: [{ question: 'q1', atLeast: 'B' }] });
  });

  test('when every answer is the most mature, then the level is 5 with every score 100 and no next level', () => {
    const result = scoreAnswers(every('D'));
    expect(result.level).toBe(5);
    expect(result.overall).toBe(100);
    expect(Object.values(result.dimensions)).toEqual([100, 100, 100, 100, 100]);
    expect(result.nextLevel).toBeNull();
  });

  test('when a gate holds a high score back, then the level says so through heldBackBy', () => {
    const result = scoreAnswers(sheet('CCCCCCCCCC'.replace(/^C/, 'A')));
    expect(result.scoreLevel).toBeGreaterThan(1);
    expect(result.level).toBe(1);
    expect(result.heldBackBy.map((requirement) => requirement.question)).toContain('q1');
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

  test('when the catalogue is read, then capability and readiness questions form an A→D ladder and q2/q7 are categories', () => {
    for (const question of questions)
      expect(question.options.map((option) => option.letter)).toEqual([...choiceLetters]);
    expect(questionIds.filter((id) => questionRoles[id] === 'category')).toEqual(['q2', 'q7']);
    expect(questionIds.filter((id) => questionRoles[id] === 'readiness')).toEqual(['q3', 'q5', 'q10']);
  });

  test('when a v1 submission is read, then its answers carry the wording the visitor saw', () => {
    const v1 = scoreAnswers(every('A'), '2026-11-v1');
    const v2 = scoreAnswers(every('A'));
    expect(v1.answers[0]!.label).toBe('まだ取り組んでおらず、紙や口頭でのやり取りが中心である');
    expect(v2.answers[0]!.label).not.toBe(v1.answers[0]!.label);
    expect(v1.level).toBe(v2.level);
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
  ['全社でデータ活用し一部業務にAIを組み込んだ小売チェーン', 'DDCDDCCCDC', 4],
  ['AIを事業の中核に据えるIT企業', 'DCDDDDDDDD', 5],
];

describe('scoreAnswers on realistic company profiles', () => {
  test.each(profiles)('%s (%s) → level %i', (_name, letters, expected) => {
    expect(scoreAnswers(sheet(letters)).level).toBe(expected);
  });
});
