import { describe, expect, test } from 'vitest';
import { formatJapaneseDate, operatorDetailLines, type SiteInfo } from './site-info';

const site: SiteInfo = {
  operatorName: '株式会社テスト診断',
  operatorAddress: '東京都千代田区丸の内1-1-1',
  operatorContact: 'info@example.co.jp',
  privacyContact: 'privacy@example.co.jp',
  privacyPolicyDate: '2026-04-01',
  reportEmail: true,
};

describe('operatorDetailLines', () => {
  test('when everything is configured, then address, contact and the privacy contact with the policy date each have a line', () => {
    expect(operatorDetailLines(site)).toEqual([
      { label: '所在地', value: '東京都千代田区丸の内1-1-1' },
      { label: 'お問い合わせ', value: 'info@example.co.jp' },
      { label: '個人情報の取り扱い（2026年4月1日改定）', value: 'privacy@example.co.jp' },
    ]);
  });

  test('when the address is not configured, then it has no line rather than an empty label', () => {
    const labels = operatorDetailLines({ ...site, operatorAddress: null }).map((line) => line.label);

    expect(labels).toEqual(['お問い合わせ', '個人情報の取り扱い（2026年4月1日改定）']);
    expect(operatorDetailLines({ ...site, operatorAddress: '  ' })).toHaveLength(2);
  });

  test('when the privacy contact is the general contact, then one line names both', () => {
    expect(operatorDetailLines({ ...site, privacyContact: 'info@example.co.jp' })).toEqual([
      { label: '所在地', value: '東京都千代田区丸の内1-1-1' },
      { label: 'お問い合わせ・個人情報の取り扱い（2026年4月1日改定）', value: 'info@example.co.jp' },
    ]);
  });
});

describe('formatJapaneseDate', () => {
  test('when given an ISO date, then it is written the Japanese way without leading zeros', () => {
    expect(formatJapaneseDate('2026-11-23')).toBe('2026年11月23日');
    expect(formatJapaneseDate('令和8年4月1日')).toBe('令和8年4月1日');
  });
});
