import { describe, expect, test } from 'vitest';
import { topicApplies, type TopicCompany } from './industry-topic';
import { industryTopics } from './industry-topics';

const topic = (id: string) => industryTopics.find((entry) => entry.id === id)!;
const company = (industry: string, name: string, words = ''): TopicCompany => ({
  industry,
  size: '10_29',
  texts: [name, words],
});

describe('industry topics: where they apply', () => {
  test.each(industryTopics.map((entry) => [entry.id, entry] as const))(
    '%s says what kind of duty it is',
    (_id, entry) => {
      if (entry.duty.kind === 'obligation') expect(entry.duty.label).toMatch(/^義務/);
      if (entry.duty.kind === 'effort') expect(entry.duty.label).toMatch(/^努力義務/);
      if (entry.duty.kind !== 'obligation' && entry.duty.kind !== 'effort') {
        expect(entry.duty.label).not.toMatch(/^(努力)?義務/);
      }
    },
  );

  test('the facility 加算 is raised for a care home, not for a home-care office or a clinic', () => {
    const care = topic('care-productivity');
    expect(topicApplies(care, company('medical_care', '社会福祉法人みどり会 特別養護老人ホーム'))).toBe(
      'industry',
    );
    expect(topicApplies(care, company('medical_care', 'ひまわり訪問介護ステーション'))).toBeNull();
    expect(
      topicApplies(care, company('medical_care', 'ひまわり訪問介護ステーション', '介護記録を紙で書いている')),
    ).toBeNull();
    expect(topicApplies(care, company('medical_care', 'さくら内科クリニック'))).toBeNull();
  });

  test('校務DX is raised for a public school, not for a private school or a juku', () => {
    const school = topic('school-dx');
    expect(topicApplies(school, company('education', '○○市立第一中学校'))).toBe('industry');
    expect(topicApplies(school, company('education', '学校法人さくら学園'))).toBeNull();
    expect(topicApplies(school, company('education', '学校法人さくら学園', '校務の負担が重い'))).toBeNull();
    expect(topicApplies(school, company('education', '株式会社みらい学習塾'))).toBeNull();
    expect(topicApplies(school, company('education', '株式会社テスト', 'GIGAスクールの端末'))).toBe('named');
  });

  test('doctors’ work-style rules go to hospitals and clinics, not to care homes', () => {
    const doctors = topic('doctor-work-style-reform');
    expect(topicApplies(doctors, company('medical_care', '医療法人さくら会 さくら病院'))).toBe('industry');
    expect(topicApplies(doctors, company('medical_care', '社会福祉法人みどり会'))).toBeNull();
  });

  test('a topic of every industry still reaches every company of it', () => {
    expect(
      topicApplies(topic('electronic-bookkeeping'), company('construction', '株式会社テスト')),
    ).toBeNull();
    expect(
      topicApplies(
        topic('electronic-bookkeeping'),
        company('construction', '株式会社テスト', '電子帳簿保存法'),
      ),
    ).toBe('named');
    expect(topicApplies(topic('construction-overtime-cap'), company('construction', '株式会社テスト'))).toBe(
      'industry',
    );
  });
});
