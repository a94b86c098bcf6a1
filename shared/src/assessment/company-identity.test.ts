import { describe, expect, test } from 'vitest';
import { companyIdentity, freeMailDomains } from './company-identity';

const nameKey = (companyName: string) => companyIdentity(companyName, 'info@example.com').nameKey;
const domainKey = (email: string) => companyIdentity('山田製作所', email).domainKey;

describe('companyIdentity name key', () => {
  test('when one company writes its legal form before, after or abbreviated, then the keys are equal', () => {
    const spellings = [
      '株式会社 山田製作所',
      '株式会社山田製作所',
      '株式会社　山田製作所',
      '山田製作所株式会社',
      '山田製作所(株)',
      '山田製作所（株）',
      '㈱山田製作所',
      ' 山田製作所 ',
    ];

    const keys = spellings.map(nameKey);

    expect(new Set(keys)).toEqual(new Set(['山田製作所']));
  });

  test('when full-width and half-width characters spell the same name, then the keys are equal', () => {
    expect(nameKey('ＡＢＣ商事株式会社')).toBe(nameKey('abc商事(株)'));
    expect(nameKey('ｶﾞｰﾃﾞﾝ工業株式会社')).toBe(nameKey('ガーデン工業株式会社'));
    expect(nameKey('有限会社　エー・ビー・シー')).toBe(nameKey('(有)エービーシー'));
    expect(nameKey('ＡＢＣ商事株式会社')).toBe('abc商事');
  });

  test('when a name is written in katakana once and in kanji once, then the keys differ', () => {
    expect(nameKey('ヤマダ製作所')).not.toBe(nameKey('山田製作所'));
  });

  test('when names differ beyond the legal form, then the keys differ', () => {
    expect(nameKey('株式会社山田製作所')).not.toBe(nameKey('株式会社山田製作所東京'));
    expect(nameKey('合同会社山田')).not.toBe(nameKey('合同会社山本'));
  });

  test('when a corporation of another kind names its form, then the form is removed whole', () => {
    expect(nameKey('医療法人社団 健友会')).toBe('健友会');
    expect(nameKey('一般社団法人 日本ＤＸ推進協会')).toBe(nameKey('(一社)日本DX推進協会'));
    expect(nameKey('特定非営利活動法人 まちづくりネット')).toBe(nameKey('NPO法人まちづくりネット'));
    expect(nameKey('社会福祉法人 みどり会')).toBe('みどり会');
    expect(nameKey('学校法人　青葉学園')).toBe('青葉学園');
  });

  test('when a Latin name carries Co., Ltd., Inc. or K.K., then only those words are removed', () => {
    expect(nameKey('Yamada Seisakusho Co., Ltd.')).toBe('yamadaseisakusho');
    expect(nameKey('YAMADA SEISAKUSHO CO.,LTD')).toBe('yamadaseisakusho');
    expect(nameKey('Yamada Seisakusho K.K.')).toBe('yamadaseisakusho');
    expect(nameKey('Ｙａｍａｄａ Ｓｅｉｓａｋｕｓｈｏ Ｉｎｃ．')).toBe('yamadaseisakusho');
    expect(nameKey('Sakura Systems LLC')).toBe('sakurasystems');
    expect(nameKey('Cosmo Coffee Co., Ltd.')).toBe('cosmocoffee');
  });

  test('when nothing but a legal form is left, then the normalised name itself is the key', () => {
    expect(nameKey(' 株式会社 ')).toBe('株式会社');
    expect(nameKey('（株）')).toBe('(株)');
    expect(nameKey('Co., Ltd.')).toBe('co., ltd.');
  });
});

describe('companyIdentity domain key', () => {
  test('when the address is at a company domain, then the lower-cased domain is the key', () => {
    expect(domainKey('taro.yamada@yamada-ss.co.jp')).toBe('yamada-ss.co.jp');
    expect(domainKey('Taro.Yamada@Yamada-SS.CO.JP')).toBe('yamada-ss.co.jp');
    expect(domainKey('hanako@notgmail.com')).toBe('notgmail.com');
  });

  test('when the address is at a free, carrier or ISP mail domain, then there is no domain key', () => {
    for (const email of [
      'yamada.taro@gmail.com',
      'yamada@yahoo.co.jp',
      'taro@icloud.com',
      'taro@outlook.jp',
      'taro-1980@docomo.ne.jp',
      'taro@ezweb.ne.jp',
      'taro@i.softbank.jp',
      'taro@ab.biglobe.ne.jp',
      'taro@GMAIL.COM',
    ])
      expect(domainKey(email), email).toBeNull();
  });

  test('when the address is at a domain reserved for examples, then there is no domain key', () => {
    expect(domainKey('taro@example.com')).toBeNull();
    expect(domainKey('taro@shop.test')).toBeNull();
  });

  test('when the list of free mail domains is read, then every entry is a lower-case domain', () => {
    for (const domain of freeMailDomains) expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});
