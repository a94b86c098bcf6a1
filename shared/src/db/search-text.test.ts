import { describe, expect, test } from 'vitest';
import { itaijiFolds } from './itaiji-variants';
import { foldForSearch, searchTermOf, searchTextOf } from './search-text';

const contact = {
  companyName: 'ＡＢＣ商事 株式会社',
  contactName: '髙橋 みらい',
  email: 'Mirai.Takahashi@ABC-Shoji.co.jp',
  phone: '０３-１２３４-５６７８',
};

/** Whether `query` finds the contact, as the admin list's LIKE on the stored text does. */
const finds = (query: string) => searchTextOf(contact).includes(searchTermOf(query));

describe('admin search folding', () => {
  test.each([
    ['half-width ASCII finds full-width', 'abc'],
    ['upper case finds lower case', 'ABC商事'],
    ['half-width katakana finds hiragana', 'ﾐﾗｲ'],
    ['katakana finds hiragana', 'ミライ'],
    ['the common kanji finds its variant', '高橋'],
    ['a name without its space', '高橋みらい'],
    ['an e-mail address in any case', 'mirai.takahashi@abc-shoji.co.jp'],
    ['phone digits without hyphens', '0312345678'],
    ['a phone number with other separators', '03(1234)5678'],
    ['a phone number typed full-width with long-vowel marks', '０３ー１２３４ー５６７８'],
    ['part of a phone number', '1234-56'],
  ])('when searching %s (%s), then the contact is found', (_case, query) => {
    expect(finds(query)).toBe(true);
  });

  test.each([
    ['another company', 'XYZ商事'],
    ['a search spanning two fields', '株式会社髙橋'],
    ['another phone number', '0312349999'],
  ])('when searching %s (%s), then the contact is not found', (_case, query) => {
    expect(finds(query)).toBe(false);
  });

  test('when a stored name is written with the variants of issue 19, then the common forms find it', () => {
    expect(foldForSearch('髙﨑 邊邉 齋齊斉 濵濱')).toBe(foldForSearch('高崎辺辺斎斎斎浜浜'));
    expect(foldForSearch('みらい')).toBe('ミライ');
    expect(foldForSearch('ﾐﾗｲ')).toBe('ミライ');
  });

  test('when the variant table is read, then every variant survives NFKC and folds straight to a form that is no variant itself', () => {
    const variants = itaijiFolds.flatMap((fold) => [...fold.variants]);
    const commons = itaijiFolds.map((fold) => fold.common);

    expect(new Set(variants).size).toBe(variants.length);
    for (const variant of variants) expect(variant.normalize('NFKC')).toBe(variant);
    for (const common of commons) expect(variants).not.toContain(common);
  });

  test('when a search holds only spaces, then nothing is left to search for', () => {
    expect(searchTermOf(' 　 ')).toBe('');
  });
});
