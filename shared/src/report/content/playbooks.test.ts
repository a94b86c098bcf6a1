import { describe, expect, test } from 'vitest';
import { industries } from '../../questionnaire/dropdown-options';
import type { Playbook } from './playbook';
import { playbooks } from './playbooks';
import { themeIds, type ThemeId } from './theme-ids';

/** Realistic ways a CEO writes about each theme; each playbook's keywords must catch every one. */
const examples: Record<ThemeId, string[]> = {
  paper_fax: [
    'FAXでの受注が多い',
    '取引先からの注文がファックスで届く',
    'ＦＡＸで来た注文を見ながら打ち込んでいる',
    '稟議に押印が必要で社長が不在だと止まる',
  ],
  double_entry: [
    '同じ内容を販売管理と会計ソフトに二重入力している',
    '手書きの日報をパソコンに転記している',
    '受注データを何度も打ち直している',
  ],
  spreadsheet_silos: [
    '顧客管理をエクセルでやっていて担当者ごとにファイルがバラバラ',
    'Excelの最新版がどれか分からない',
    '部署ごとにスプレッドシートが乱立している',
  ],
  channel_inventory: [
    '店舗とネットショップの在庫が連動しておらず売り越しが起きる',
    'ECサイトと実店舗で在庫数が合わない',
    'ネットで売れた商品が店頭でもう欠品していた',
  ],
  dispatch: [
    '配車がベテラン2人の頭の中にしかない',
    'ドライバーのルート決めに毎朝時間がかかる',
    '2024年問題で運転手の残業が減らせない',
  ],
  bookings: [
    'OTAと電話予約でダブルブッキングが起きる',
    '電話予約を紙の台帳に書いていて二重予約が起きた',
    '予約サイトが複数あって空室の更新が大変',
  ],
  medical_intake: [
    '問診票が紙で転記に時間がかかる',
    '受付が混んで患者さんの待ち時間が長い',
    'Web問診を入れたい',
  ],
  knowledge_handover: [
    'ベテランにしか分からない仕事が多い',
    '熟練工の技術継承が進まない',
    '担当者が辞めると引き継ぎができない',
  ],
  inquiries: [
    '電話対応に追われて仕事が進まない',
    '同じ問い合わせに何度も答えている',
    'お客様からの問合せをメールとLINEで受けていて漏れる',
  ],
  estimates: [
    '見積もりに時間がかかる',
    '請求書の作成に月末の数日がつぶれる',
    '見積りの単価が担当者によって違う',
  ],
  shifts_attendance: [
    'シフト作成に毎月丸一日かかる',
    'タイムカードの集計を手作業でしている',
    '勤怠管理がいまだに紙の出勤簿',
  ],
  document_collection: [
    '年末調整の書類の回収が大変',
    '申請書が紙で提出物の確認に手間がかかる',
    '経費精算の領収書を台紙に貼っている',
  ],
  data_utilisation: [
    '売上データの集計に毎月丸二日かかる',
    '経営の数字を見える化したい',
    'データを活用できていない',
  ],
  talent_shortage: [
    '人手不足で新しいことに手が回らない',
    'ITに詳しい人が社内にいない',
    '社員がパソコンが苦手で使いこなせない',
  ],
  security: ['ウイルス対策が十分か不安', 'パスワードを使い回している', 'ランサムウェアの被害が怖い'],
  genai_start: ['生成AIを業務で使いたい', 'ChatGPTを社員が勝手に使っている', 'AIの社内ルールを作りたい'],
  ai_governance: [
    '部門ごとに生成AIの利用が広がり統制が取れていない',
    'どの部署が何を入力しているか把握しきれていない',
    'シャドーITが心配',
  ],
  subsidy: ['補助金を使いたい', 'IT導入補助金を使えるか知りたい', '助成金の申請方法を知りたい'],
  where_to_start: [
    '何から始めればいいかわからない',
    'DXの進め方が分からない',
    'どこから手を付ければいいのか見当がつかない',
  ],
};

/** Text that names no theme; no playbook may fire on it. */
const unrelated = [
  '特になし',
  '社員の健康管理',
  '売上を伸ばしたい',
  '新商品の開発に力を入れたい',
  '海外展開を検討している',
  '資金繰りが厳しい',
  '接客の質を上げたい',
  '原材料価格が高騰している',
  '職場の雰囲気を良くしたい',
  'モーダルシフトを検討している',
  'TOTALの金額を確認したい',
  'DAIKIN製のエアコンを入れ替えた',
  '社員の健康診断の受診管理',
  '顧客の高齢化が進んでいる',
];

/** The brief's sample sentences and the playbook a consultant would open for each. */
const intended: [string, ThemeId][] = [
  ['店舗とネットショップの在庫が連動しておらず売り越しが起きる', 'channel_inventory'],
  ['配車がベテラン2人の頭の中にしかない', 'dispatch'],
  ['OTAと電話予約でダブルブッキングが起きる', 'bookings'],
  ['問診票が紙で転記に時間がかかる', 'medical_intake'],
  ['見積もりに時間がかかる', 'estimates'],
  ['FAXでの受注が多い', 'paper_fax'],
  ['シフト作成に毎月丸一日かかる', 'shifts_attendance'],
  ['補助金を使いたい', 'subsidy'],
  ['何から始めればいいかわからない', 'where_to_start'],
];

/** Product and vendor names that must not appear in the advice text. */
const productNames =
  /Excel|エクセル|kintone|キントーン|freee|マネーフォワード|弥生|Salesforce|セールスフォース|ChatGPT|Copilot|Gemini|Claude|Slack|Teams|Zoom|LINE|Google|Microsoft|AWS|SmartHR|スマレジ|Airレジ|じゃらん|楽天|Shopify|BASE/;

/** A figure that would need a source: a percentage, ratio, amount or multiple. */
const statistic = /\d+(?:\.\d+)?\s*(?:%|％|割|倍|円|万|億)/;

function hits(keywords: RegExp, text: string): number {
  return [...text.matchAll(new RegExp(keywords.source, `${keywords.flags}g`))].length;
}

/** The playbook with the most keyword hits; on a tie, the earlier one in ThemeId order. */
function bestMatch(text: string): ThemeId | undefined {
  let best: Playbook | undefined;
  let bestHits = 0;
  for (const playbook of playbooks) {
    const count = hits(playbook.keywords, text);
    if (count > bestHits) {
      best = playbook;
      bestHits = count;
    }
  }
  return best?.id;
}

function textsOf(playbook: Playbook): string[] {
  return [playbook.label, playbook.diagnosis, playbook.firstAction, ...playbook.phases.flat()];
}

function allTextsOf(playbook: Playbook): string[] {
  return [...textsOf(playbook), ...playbook.toolCategories, ...playbook.kpis];
}

describe('playbooks', () => {
  test('there is exactly one playbook per ThemeId, in ThemeId order', () => {
    expect(playbooks.map((playbook) => playbook.id)).toEqual([...themeIds]);
  });

  describe.each(playbooks.map((playbook) => [playbook.id, playbook] as const))('%s', (id, playbook) => {
    test('keywords catch the realistic example phrases', () => {
      const phrases = examples[id];
      expect(phrases.length).toBeGreaterThanOrEqual(2);
      for (const phrase of phrases) expect(playbook.keywords.test(phrase), phrase).toBe(true);
    });

    test('keywords ignore unrelated phrases', () => {
      for (const phrase of unrelated) expect(playbook.keywords.test(phrase), phrase).toBe(false);
    });

    test('keywords are stateless (no global or sticky flag)', () => {
      expect(playbook.keywords.global).toBe(false);
      expect(playbook.keywords.sticky).toBe(false);
    });

    test('industries are known codes or all', () => {
      if (playbook.industries === 'all') return;
      expect(playbook.industries.length).toBeGreaterThan(0);
      for (const industry of playbook.industries) expect(industries.values).toContain(industry);
    });

    test('phases hold one or two full sentences each', () => {
      expect(playbook.phases).toHaveLength(3);
      for (const phase of playbook.phases) {
        expect(phase.length).toBeGreaterThanOrEqual(1);
        expect(phase.length).toBeLessThanOrEqual(2);
        for (const action of phase) expect(action, action).toMatch(/ます。$/);
      }
      expect(playbook.firstAction).toMatch(/ます。$/);
      expect(playbook.diagnosis).toMatch(/。$/);
    });

    test('the text is polite, not exhortative, and invents no figure', () => {
      for (const text of textsOf(playbook)) {
        expect(text, text).not.toContain('しましょう');
        expect(text.split('まずは').length - 1, text).toBeLessThanOrEqual(1);
        expect(text, text).not.toMatch(statistic);
      }
    });

    test('no product or vendor names in tool categories or advice', () => {
      expect(playbook.toolCategories.length).toBeGreaterThan(0);
      for (const text of [...textsOf(playbook), ...playbook.toolCategories]) {
        expect(text, text).not.toMatch(productNames);
      }
    });

    test('every KPI states its unit in （）', () => {
      expect(playbook.kpis.length).toBeGreaterThan(0);
      for (const kpi of playbook.kpis) expect(kpi, kpi).toMatch(/（[^（）]+）$/);
    });

    test('sources are official https pages with a valid checkedOn', () => {
      expect(playbook.sources.length).toBeGreaterThanOrEqual(1);
      expect(playbook.sources.length).toBeLessThanOrEqual(2);
      for (const source of playbook.sources) {
        expect(source.title.length).toBeGreaterThan(0);
        expect(source.publisher.length).toBeGreaterThan(0);
        expect(new URL(source.url).protocol).toBe('https:');
        expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const day = new Date(`${source.checkedOn}T00:00:00Z`);
        expect(day.toISOString().slice(0, 10)).toBe(source.checkedOn);
        expect(source.checkedOn <= '2026-11-23').toBe(true);
      }
    });

    test('all text is Japanese sentences without stray whitespace', () => {
      for (const text of allTextsOf(playbook)) {
        expect(text.trim(), text).toBe(text);
        expect(text, text).not.toMatch(/\s{2,}/);
      }
    });
  });

  test('first actions open differently from one another', () => {
    const openings = playbooks.map((playbook) => playbook.firstAction.slice(0, 4));
    expect(new Set(openings).size).toBe(openings.length);
  });

  test.each(intended)('「%s」 goes to %s when hits are counted', (text, id) => {
    expect(bestMatch(text)).toBe(id);
  });

  test('plain 「データ」 alone does not count as data utilisation', () => {
    const data = playbooks.find((playbook) => playbook.id === 'data_utilisation');
    expect(data?.keywords.test('顧客データを入力している')).toBe(false);
    expect(data?.keywords.test('データのバックアップを取っている')).toBe(false);
  });
});
