import { describe, expect, test } from 'vitest';
import { companySizes, industries } from '../../questionnaire/dropdown-options';
import type { ContentSource } from './content-source';
import { industryTopics } from './industry-topics';
import { playbooks } from './playbooks';
import { supportProgrammes } from './support-programmes';
import { themeIds } from './theme-ids';

/** The day the tables were last checked; no entry may claim a later one. */
const lastCheckedOn = '2026-11-24';
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** Phrases a visitor might write, per topic id; every one must raise its topic. */
const topicExamples: Record<string, string[]> = {
  'logistics-2024': ['2024年問題でドライバーが足りない', '残業規制への対応', '運転手の拘束時間が長い'],
  'logistics-efficiency-act': ['荷待ちの時間が長い', '物流効率化法への対応', 'CLOを選任する必要がある'],
  'construction-overtime-cap': ['建設業の2024年問題', '現場の残業が多い', '週休2日を進めたい'],
  'doctor-work-style-reform': ['医師の働き方改革への対応', '勤務医の残業時間', '宿日直の許可'],
  'medical-information-security-guideline': [
    '電子カルテのセキュリティ',
    'レセコンが古い',
    '医療情報システムの管理',
  ],
  'care-productivity': ['介護記録を紙で書いている', '見守りセンサーを入れたい', '生産性向上推進体制加算'],
  'electronic-bookkeeping': ['電帳法の対応が不安', '電子帳簿保存法', '請求書をPDFで受け取っている'],
  'invoice-system': ['インボイス対応', '適格請求書の保存', '2割特例が終わる'],
  'personal-information-protection': ['顧客名簿をExcelで管理', '個人情報の漏えいが心配', '漏洩対策'],
  'school-dx': ['校務の負担が重い', 'GIGAスクールの端末', '通知表を手書きで作っている'],
  'real-estate-electronic-documents': [
    '不動産の電子契約',
    'IT重説を始めたい',
    '重要事項説明書を郵送している',
  ],
};

/** Ordinary phrases that must raise no topic at all. */
const unrelatedPhrases = ['売上を伸ばしたい', '新しい商品を企画している', '採用がうまくいかない'];

function expectValidSource(source: ContentSource): void {
  expect(source.title.trim()).not.toBe('');
  expect(source.publisher.trim()).not.toBe('');
  expect(new URL(source.url).protocol).toBe('https:');
  expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(new Date(`${source.checkedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(source.checkedOn);
  expect(source.checkedOn <= lastCheckedOn).toBe(true);
}

describe('supportProgrammes', () => {
  test('ids are unique', () => {
    const ids = supportProgrammes.map((programme) => programme.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(supportProgrammes.map((programme) => [programme.id, programme] as const))(
    '%s is well formed',
    (_id, programme) => {
      expect(programme.name).toMatch(japanese);
      expect(programme.summary).toMatch(japanese);
      expectValidSource(programme.source);
      if (programme.themes !== 'all') {
        expect(programme.themes.length).toBeGreaterThan(0);
        for (const theme of programme.themes) expect(themeIds).toContain(theme);
      }
      if (programme.sizes !== 'all') {
        expect(programme.sizes.length).toBeGreaterThan(0);
        for (const size of programme.sizes) expect(companySizes.values).toContain(size);
      }
      if (programme.industries !== 'all') {
        for (const industry of programme.industries) expect(industries.values).toContain(industry);
      }
    },
  );

  test('subsidies pay for investments and the other kinds do not', () => {
    for (const programme of supportProgrammes) {
      expect(programme.fundsInvestment).toBe(programme.kind === 'subsidy');
    }
  });
});

describe('industryTopics', () => {
  test('ids are unique', () => {
    const ids = industryTopics.map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test.each(industryTopics.map((topic) => [topic.id, topic] as const))('%s is well formed', (_id, topic) => {
    expect(topic.label).toMatch(japanese);
    expect(topic.summary).toMatch(japanese);
    expect(topic.action).toMatch(japanese);
    expect(topic.sources.length).toBeGreaterThan(0);
    for (const source of topic.sources) expectValidSource(source);
    if (topic.industries !== 'all') {
      expect(topic.industries.length).toBeGreaterThan(0);
      for (const industry of topic.industries) expect(industries.values).toContain(industry);
    }
    // A global or sticky RegExp keeps lastIndex between test() calls and would skip matches.
    expect(topic.keywords.global || topic.keywords.sticky).toBe(false);
  });

  test.each(industryTopics.map((topic) => [topic.id, topic] as const))(
    '%s keywords match its example phrases',
    (id, topic) => {
      const examples = topicExamples[id];
      expect(examples, `no example phrases listed for ${id}`).toBeDefined();
      for (const example of examples ?? []) expect(example).toMatch(topic.keywords);
    },
  );

  test('every listed example belongs to a topic', () => {
    const ids = new Set(industryTopics.map((topic) => topic.id));
    for (const id of Object.keys(topicExamples)) expect(ids).toContain(id);
  });

  test('ordinary phrases raise no topic', () => {
    for (const phrase of unrelatedPhrases) {
      const raised = industryTopics.filter((topic) => topic.keywords.test(phrase)).map((topic) => topic.id);
      expect(raised, phrase).toEqual([]);
    }
  });
});

describe('playbooks', () => {
  test("no playbook speaks of every company's work as running 「受付から請求まで」", () => {
    for (const playbook of playbooks)
      expect(JSON.stringify(playbook), playbook.id).not.toContain('受付から請求まで');
  });
});
