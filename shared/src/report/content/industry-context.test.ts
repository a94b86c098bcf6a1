import { describe, expect, test } from 'vitest';
import { industries } from '../../questionnaire/dropdown-options';
import { industryContext, industryContextOf, industrySubKindOf, industrySubKinds } from './industry-context';
import { roadmapOwners } from './roadmap-rules';

describe('industryContextOf', () => {
  test('every industry code has a context of its own', () => {
    for (const industry of industries.values) expect(industryContext[industry], industry).toBeDefined();
  });

  test('without a company name, the roles are the industry’s', () => {
    expect(industryContextOf('hospitality_entertainment_services')).toBe(
      industryContext.hospitality_entertainment_services,
    );
    expect(industryContextOf('unknown-code')).toBe(industryContext.other);
  });

  test.each([
    ['hospitality_entertainment_services', '株式会社グランドホテル山田', 'hotel', '支配人', 'フロント'],
    ['hospitality_entertainment_services', '有限会社 湯の里旅館', 'hotel', '支配人', 'フロント'],
    ['medical_care', '医療法人社団青葉会 あおばクリニック', 'clinic', '院長', '受付・看護師'],
    ['medical_care', 'さくら歯科医院', 'clinic', '院長', '受付・看護師'],
    [
      'medical_care',
      '株式会社ひまわり 訪問介護ステーション',
      'home_care',
      '管理者・サービス提供責任者',
      'ヘルパー',
    ],
    ['medical_care', 'みどり訪問看護ステーション', 'home_nursing', '管理者', '訪問看護師'],
    ['medical_care', '医療法人 中央病院', 'hospital', '院長・事務長', '看護師長'],
    ['medical_care', '社会福祉法人 特別養護老人ホーム若葉', 'care_facility', '施設長', '介護職員'],
    ['education', '学校法人青葉学園 青葉高等学校', 'school', '校長・教頭', '教員'],
    ['education', '株式会社 青空進学塾', 'cram_school', '教室長', '講師'],
  ])('%s 「%s」 reads as %s', (industry, name, kind, leader, frontline) => {
    expect(industrySubKindOf(industry, name)).toBe(kind);
    const context = industryContextOf(industry, name);
    expect(context.leader).toContain(leader);
    expect(context.frontline).toContain(frontline);
    // Only the roles change; the industry's theme and tools stay.
    expect(context.theme).toBe(industryContext[industry]!.theme);
    expect(context.firstTools).toBe(industryContext[industry]!.firstTools);
  });

  test('a school reads 校長・教頭 and 教務主任 as its leaders and 教員 as its frontline', () => {
    const school = industryContextOf('education', '市立第一中学校');
    expect(school.leader).toBe('校長・教頭や教務主任');
    expect(school.frontline).toBe('教員');
  });

  test('full-width and upper-case letters in the name are read as their plain forms', () => {
    expect(industrySubKindOf('hospitality_entertainment_services', 'ＳＵＮＳＥＴ　ＨＯＴＥＬ')).toBe('hotel');
    expect(industrySubKindOf('medical_care', 'Aoba Clinic')).toBe('clinic');
  });

  test('a name is read only within the chosen industry', () => {
    expect(industrySubKindOf('real_estate', 'ホテル開発株式会社')).toBeUndefined();
    expect(industryContextOf('real_estate', 'ホテル開発株式会社')).toBe(industryContext.real_estate);
  });

  test('a name that shows no sub-kind keeps the industry’s roles', () => {
    expect(industrySubKindOf('medical_care', '株式会社ケアサポート')).toBeUndefined();
    expect(industryContextOf('medical_care', '株式会社ケアサポート')).toBe(industryContext.medical_care);
    expect(industrySubKindOf('education', undefined)).toBeUndefined();
  });

  test('home nursing wins over the hospital that runs it', () => {
    expect(industrySubKindOf('medical_care', '青葉病院 訪問看護ステーション')).toBe('home_nursing');
  });

  test('every sub-kind belongs to a known industry and has a stateless pattern', () => {
    for (const rule of industrySubKinds) {
      expect(industries.values).toContain(rule.industry);
      expect(rule.name.global || rule.name.sticky).toBe(false);
    }
  });
});

describe('roadmapOwners with a company name', () => {
  test('a home-care office names its managers and helpers', () => {
    const owners = roadmapOwners('medium', 'medical_care', 'ひまわり訪問介護事業所');
    expect(owners.start).toContain('管理者・サービス提供責任者');
    expect(owners.start).toContain('ヘルパー');
  });

  test('a hotel names its 支配人', () => {
    expect(roadmapOwners('large', 'hospitality_entertainment_services', 'ホテル青葉').start).toContain(
      '支配人',
    );
  });

  test('without a name, the owners are the industry’s as before', () => {
    expect(roadmapOwners('medium', 'medical_care')).toEqual(
      roadmapOwners('medium', 'medical_care', undefined),
    );
    expect(roadmapOwners('medium', 'medical_care').start).toContain('院長・施設長・事務長');
  });
});
