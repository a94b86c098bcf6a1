import { describe, expect, test } from 'vitest';
import type { ReportText } from '../report-text';
import { findAnswerContradictions, normalise, optionTexts } from './answer-contradictions';

const report = (text: string): ReportText => ({
  id: 'persona',
  fields: [{ path: 'detailedAnalysis.organization', text }],
  names: [],
});
const answers = (q4: string) => ({
  q1: 'B',
  q2: 'A',
  q3: 'B',
  q4,
  q5: 'B',
  q6: 'A',
  q7: 'A',
  q8: 'A',
  q9: 'B',
  q10: 'C',
});

describe('findAnswerContradictions', () => {
  test('when the report describes an organisation the visitor did not choose, then it is found', () => {
    const text = '専任の担当者またはプロジェクトチームがあり、計画に沿って推進できる体制があります。';

    const hits = findAnswerContradictions(report(text), answers('A'));

    expect(hits).toContainEqual(
      expect.objectContaining({ kind: 'other-option', question: 'q4', letter: 'C', source: 'reading' }),
    );
  });

  test('when the report describes the chosen option, then nothing is found', () => {
    const text =
      'DXの担当者が決まっておらず、必要なときに誰かが対応している状態のため、取り組みが続きにくい体制です。兼任でも構わないので推進の責任者を一人決め、週に数時間でもDXに充てる時間を業務として確保することが第一歩です。';

    expect(findAnswerContradictions(report(text), answers('A'))).toEqual([]);
  });

  test('when the same sentence is read for a visitor who chose it, then it is not a contradiction', () => {
    const text = '専任の担当者またはプロジェクトチームがあり、計画に沿って推進できる体制があります。';

    expect(findAnswerContradictions(report(text), answers('C'))).toEqual([]);
  });

  test('when the visitor answered 「その他」, then no option of that question is held against the report', () => {
    const text = '専任の担当者またはプロジェクトチームがあり、計画に沿って推進できる体制があります。';

    expect(findAnswerContradictions(report(text), answers('兼任の担当が二人います'))).toEqual([]);
  });

  test('when another option is named as the next level’s goal or quoted from the visitor, then it is allowed', () => {
    const goal =
      '次のレベル5に進むには、「AIを複数の業務プロセスに組み込み、効果を測定している」という状態が必要です。';
    const quoted = 'ご記入の「専任の担当者またはプロジェクトチームがあり」は、';

    expect(findAnswerContradictions(report(goal), answers('A'))).toEqual([]);
    expect(
      findAnswerContradictions(report(quoted), answers('A'), {
        originals: ['専任の担当者またはプロジェクトチームがあり、来年から動きます。'],
      }),
    ).toEqual([]);
  });

  test('when the report claims to have given a wish priority, then it is flagged', () => {
    const text = '希望される支援として「研修」とのご記入がありました。この点を優先して考慮しています。';

    expect(findAnswerContradictions(report(text), answers('A')).map((hit) => hit.kind)).toEqual([
      'priority-claim',
    ]);
  });
});

describe('optionTexts', () => {
  test('when the catalogue is read, then every question has a label for each letter', () => {
    const labels = optionTexts().filter((option) => option.source === 'label');

    expect(labels).toHaveLength(40);
    expect(normalise('{貴社}の、「DX」（全社）')).toBe('貴社のDX全社');
  });
});
