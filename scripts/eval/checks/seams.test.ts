import { describe, expect, test } from 'vitest';
import type { ReportText } from '../report-text';
import { findSeams, quoteProblem } from './seams';

const report = (...texts: string[]): ReportText => ({
  id: 'persona',
  fields: texts.map((text, index) => ({ path: `field[${index}]`, text })),
  names: [],
});

const kindsIn = (...texts: string[]) => findSeams(report(...texts)).map((seam) => seam.kind);

describe('findSeams', () => {
  test('when a text is clean, then no seam is found', () => {
    const clean =
      '同業・同規模の中では中位程度（推計の幅：下位25%〜上位15%の範囲）と見られます。まずは受付の流れを一つ選び、0〜3か月で試すことをお勧めします。';

    expect(kindsIn(clean)).toEqual([]);
  });

  test.each([
    ['collapsed-range', '総合スコアは30〜30点の範囲です。'],
    ['collapsed-range', '推計の幅は0〜0点です。'],
    ['collapsed-range', '推計の幅：上位25%〜上位25%の範囲'],
    ['sonota-dewa', 'その他では、AIの活用が考えられます。'],
    ['mashou', '小さく始めましょう。'],
    ['mashou', '月に一度見直しをしましょう。'],
    ['zero-point-praise', '「AI活用」（0点）が進んでいる点が強みです。'],
    ['leaked-value', 'レベルundefinedと判定しました。'],
    ['leaked-value', '総合スコアはNaN点です。'],
    ['leaked-value', '課題は[object Object]です。'],
    ['doubled-punctuation', '紙の台帳です。。次に'],
    ['doubled-punctuation', '紙の台帳、、電話'],
    ['empty-quote', 'ご記入の「」からは'],
    ['precise-rank', '上位約12%に位置します。'],
    ['precise-rank', '下位約 40 ％です。'],
    ['most-behind', '最も遅れている領域はAI活用です。'],
    ['link', '詳しくは https://example.com/login をご覧ください。'],
  ])('when a text has a %s seam, then it is found', (kind, text) => {
    expect(kindsIn(text)).toContain(kind);
  });

  test('when 「まずは」 appears twice in one field, then it is a seam; once in each of two fields is not', () => {
    expect(kindsIn('まずは数えます。まずは試します。')).toEqual(['repeated-mazuwa']);
    expect(kindsIn('まずは数えます。', 'まずは試します。')).toEqual([]);
  });

  test('when one issue is listed under both 高 and 中, then it is a repeated item; equal lines in other blocks are not', () => {
    const item = '投資姿勢（0点）：DX・AIへの投資は当面予定されていません。';
    const repeated: ReportText = {
      id: 'persona',
      fields: [
        { path: 'issueAnalysis.high[1]', text: item },
        { path: 'issueAnalysis.medium[0]', text: item },
        { path: 'roadmap[1].owner', text: '兼任の推進担当者' },
        { path: 'roadmap[2].owner', text: '兼任の推進担当者' },
      ],
      names: [],
    };

    expect(findSeams(repeated).map((seam) => [seam.kind, seam.path])).toEqual([
      ['repeated-item', 'issueAnalysis.medium[0]'],
    ]);
  });

  test('when a 10-point area is praised, then it is not mistaken for a 0-point one', () => {
    expect(kindsIn('「投資姿勢」（100点）が進んでいる点が強みです。')).toEqual([]);
  });

  test('when a quote of the visitor is cut mid-sentence, then it is found; a whole sentence is not', () => {
    const original = '資材の発注は今もFAXと電話です。職人が手書きした注文書を打ち直しています。';
    const cut = report('ご記入の「資材の発注は今もFAXと電」からは');
    const whole = report(
      'ご記入の「資材の発注は今もFAXと電話です」からは、「職人が手書きした注文書を打ち直しています」とも。',
    );

    expect(findSeams(cut, [original]).map((seam) => seam.kind)).toEqual(['cut-quote']);
    expect(findSeams(whole, [original])).toEqual([]);
  });
});

describe('quoteProblem', () => {
  const original =
    '配車は二人のベテランの頭の中にあり、どちらかが休むと配車が組めません。2024年問題もあります。';

  test('when the quote says it was shortened with …, then a cut at a comma is fine', () => {
    expect(quoteProblem('配車は二人のベテランの頭の中にあり…', [original])).toBeNull();
  });

  test('when the quote starts mid-sentence, then it is a problem', () => {
    expect(quoteProblem('ベテランの頭の中にあり、どちらかが休むと配車が組めません', [original])).toBe(
      'starts mid-sentence',
    );
  });

  test('when the quote is not from the visitor, then it is not judged', () => {
    expect(quoteProblem('活用できる公的支援', [original])).toBeNull();
  });

  test('when the original has full-width letters or a link, then the quote is compared as the engine prepares it', () => {
    expect(quoteProblem('ＦＡＸで受注しています', ['FAXで受注しています。'])).toBeNull();
    expect(
      quoteProblem('当館のサイト （URL省略） もご覧ください', [
        '当館のサイト https://example.com/ もご覧ください。',
      ]),
    ).toBeNull();
  });
});
