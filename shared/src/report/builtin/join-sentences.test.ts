import { describe, expect, test } from 'vitest';
import { asClause, clauseCount, joinSentences } from './join-sentences';

describe('joinSentences', () => {
  test.each([
    ['社内にノウハウが残っていません。', '社内にノウハウが残っておらず、'],
    ['会社としてのルールや導入はまだありません。', '会社としてのルールや導入はまだなく、'],
    ['具体的な行動に移せません。', '具体的な行動に移せず、'],
    ['社内にもノウハウを蓄積しています。', '社内にもノウハウを蓄積しており、'],
    ['「q1」とご回答いただきました。', '「q1」とご回答いただき、'],
    ['推進できる体制があります。', '推進できる体制があり、'],
    ['取り組みが続きにくい体制です。', '取り組みが続きにくい体制で、'],
  ])('when %s ends a clause, then it reads %s', (sentence, clause) => {
    expect(asClause(sentence)).toBe(clause);
  });

  test('when two sentences are joined, then they read as one and empty parts are skipped', () => {
    expect(joinSentences('体制です。', '実行が追いついていません。')).toBe(
      '体制で、実行が追いついていません。',
    );
    expect(joinSentences('', '実行が追いついていません。')).toBe('実行が追いついていません。');
    expect(joinSentences('体制です。', '')).toBe('体制です。');
  });

  test('when joining would make a sentence of more than three clauses, then the two sentences stay apart', () => {
    const first = '必要性は感じており、具体的な行動にはまだ移せていません。';

    const second = '担当者が決まっておらず、取り組みが続きにくい体制です。';

    expect(joinSentences(first, second)).toBe(`${first}${second}`);
    expect(joinSentences(first, '担当者は未定です。')).toBe(
      '必要性は感じており、具体的な行動にはまだ移せておらず、担当者は未定です。',
    );
    expect(clauseCount(joinSentences('体制です。', '実行が追いついていません。'))).toBe(2);
  });
});
