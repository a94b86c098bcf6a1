import { describe, expect, test } from 'vitest';
import { loadAnalyser } from './japanese-analyser';
import { figuresIn, numberValue } from './visitor-figures';

const figures = async (text: string) => figuresIn((await loadAnalyser())(text), text, 'issue');

describe('visitor figures', () => {
  test('a time with the period before it is read with both, in hours', async () => {
    expect(await figures('事務員が毎日2時間かけて転記しています。')).toEqual([
      { field: 'issue', text: '毎日2時間', kind: 'hours', value: 2, upper: null, period: 'day' },
    ]);
    expect(await figures('一日三十分はかかる')).toMatchObject([
      { text: '一日三十分', value: 0.5, period: 'day' },
    ]);
  });

  test('amounts in 万円, ranges and shares keep their value and both ends', async () => {
    expect(await figures('掲載料が月に10万円以上かかっています')).toMatchObject([
      { text: '月に10万円', kind: 'yen', value: 100_000, period: 'month' },
    ]);
    expect(await figures('手数料が10〜15%かかる')).toMatchObject([
      { text: '10〜15%', kind: 'percent', value: 10, upper: 15, period: null },
    ]);
    expect(await figures('使っているのは2割程度です')).toMatchObject([{ kind: 'percent', value: 20 }]);
  });

  test('numbers without a unit of work (ages, years, shops) are no figures', async () => {
    expect(await figures('会員さんは70代中心で、導入して2年経ちます。10店あります。')).toEqual([]);
  });

  test('number words are valued as written in digits, full width or kanji', () => {
    expect(numberValue(['120', '万'])).toBe(1_200_000);
    expect(numberValue(['３'])).toBe(3);
    expect(numberValue(['二千五百'])).toBe(2500);
    expect(numberValue(['何'])).toBeNull();
  });
});
