import { describe, expect, test } from 'vitest';
import {
  alignFirstAction,
  figuresIn,
  guardNarrative,
  programmeNamesIn,
  unapprovedLinks,
  unexpectedLevelMentions,
  unknownContacts,
  unknownProgrammes,
  unsupportedFigures,
  type VisitorWords,
} from './report-guards';
import type { ReportNarrative } from './report-narrative';
import { ReportWriterError } from './report-writer';

const plain = '現状の業務を整理し、効果を確かめながら進めることをお勧めします。';

/** A valid narrative whose every field is neutral, with `text` in the benchmark field. */
function narrativeWith(text: string): ReportNarrative {
  const phase = {
    period: '0〜3か月',
    title: plain,
    actions: [plain],
    owner: '代表者ご自身',
    kpis: ['入力時間（分）'],
    budget: plain,
    support: plain,
  };
  return {
    executiveSummary: {
      position: plain,
      priorityIssue: plain,
      strength: plain,
      keyFinding: plain,
      recommendedAction: plain,
    },
    companyProfile: { details: plain },
    issueAnalysis: { high: [plain], medium: [plain] },
    benchmark: { areaToStrengthen: text },
    detailedAnalysis: {
      overall: plain,
      dxProgress: plain,
      organization: plain,
      technicalAndSkills: plain,
      aiAdoption: plain,
      investmentStrategy: plain,
      freeTextInsights: plain,
      nextSteps: plain,
    },
    roadmap: [phase, { ...phase, period: '3〜6か月' }, { ...phase, period: '6〜12か月' }],
  };
}

const noVisitor: VisitorWords = { companyName: '株式会社サンプル', texts: [] };

describe('unexpectedLevelMentions', () => {
  test.each([
    ['貴社はレベル2です。次はレベル3を目指すことをお勧めします。', []],
    ['貴社はレベル5です。', [5]],
    ['貴社はLEVEL 5に相当します。', [5]],
    ['評価はLv.5です。', [5]],
    ['評価はLv5です。', [5]],
    ['評価はＬｖ．５です。', [5]],
    ['貴社はレベル５です。', [5]],
    ['貴社はレベル五の段階です。', [5]],
    ['レベル3〜5を目指します。', [5]],
    ['レベル3から5へ進みます。', [5]],
    ['貴社は最高レベルに達しています。', [5]],
    ['最上位レベルの取り組みです。', [5]],
    ['評価はLevel Vです。', [5]],
    ['貴社はレベルⅣに相当します。', [4]],
    ['貴社はレベルIVです。', [4]],
    ['貴社はＬＥＶＥＬ　５です。', [5]],
    ['貴社はレベル伍です。', [5]],
    ['レベルIIの段階です。', []],
  ])('when a level-2 narrative says 「%s」, then %j is flagged', (text, flagged) => {
    expect(unexpectedLevelMentions(narrativeWith(text), 2, noVisitor)).toEqual(flagged);
  });

  test('when the scored level is 5, then 「最高レベル」 and レベル5 are allowed and レベル4 is not', () => {
    const narrative = narrativeWith('貴社は最高レベルのレベル5です。以前はレベル4でした。');

    expect(unexpectedLevelMentions(narrative, 5, noVisitor)).toEqual([4]);
  });

  test('when the narrative quotes what the visitor wrote, then a level inside the quotation is not a claim', () => {
    const visitor: VisitorWords = {
      companyName: '株式会社サンプル',
      texts: ['うちは業界でもレベル5の会社だと思う'],
    };

    const quoted = narrativeWith(
      'ご記入の「うちは業界でもレベル5の会社だと思う」という認識は、採点結果と異なります。',
    );
    const cut = narrativeWith('「業界でも…レベル5の会社」とのご記入がありました。');
    const claimed = narrativeWith('ご記入のとおり、貴社はレベル5です。');

    expect(unexpectedLevelMentions(quoted, 2, visitor)).toEqual([]);
    expect(unexpectedLevelMentions(cut, 2, visitor)).toEqual([]);
    expect(unexpectedLevelMentions(claimed, 2, visitor)).toEqual([5]);
  });

  test('when the company name holds a level, then naming the company is not a claim', () => {
    const visitor: VisitorWords = { companyName: '株式会社レベル5', texts: [] };

    const narrative = narrativeWith('株式会社レベル5様の成熟度はレベル2です。');

    expect(unexpectedLevelMentions(narrative, 2, visitor)).toEqual([]);
  });

  test('when a short visitor text appears unquoted, then it is still checked as the writer’s own words', () => {
    const visitor: VisitorWords = { companyName: '株式会社サンプル', texts: ['レベル5'] };

    expect(unexpectedLevelMentions(narrativeWith('貴社はレベル5です。'), 2, visitor)).toEqual([5]);
    expect(unexpectedLevelMentions(narrativeWith('「レベル5」とのご記入がありました。'), 2, visitor)).toEqual(
      [],
    );
  });
  test.each<[string, number, number[]]>([
    ['レベル1の段階は過ぎています。', 2, []],
    ['レベル2は脱し、次はレベル4を目指す段階です。', 3, []],
    ['レベル1の段階は越えており、いまはレベル3です。', 3, []],
    ['レベル1を卒業し、レベル2の取り組みが進んでいます。', 2, []],
    ['すでにレベル2から抜け出しています。', 3, []],
    ['レベル２の水準はすでにクリアしています。', 4, []],
    ['レベル1〜2は越えています。', 4, []],
    ['Lv.1 は脱却済みです。', 2, []],
    // Not below the scored level: a claim, whatever follows.
    ['レベル4は越えています。', 2, [4]],
    ['レベル5を超えた水準です。', 3, [5]],
    // Below, but not said to be past.
    ['貴社はレベル1です。', 2, [1]],
    ['レベル1の段階にとどまっています。', 3, [1]],
    ['レベル2へ戻る恐れがあります。', 3, [2]],
    ['レベル2の状態です。', 4, [2]],
    // Said not to be past.
    ['レベル2は越えていません。', 3, [2]],
    ['レベル1から、レベル2は脱していません。', 3, [1, 2]],
    ['レベル1の段階を抜け出せずにいます。', 2, [1]],
  ])('when 「%s」 is written for level %i, then %j is flagged', (text, level, flagged) => {
    expect(unexpectedLevelMentions(narrativeWith(text), level as never, noVisitor)).toEqual(flagged);
  });
});

describe('unapprovedLinks', () => {
  const allowed = ['https://yorozu.smrj.go.jp/', 'https://www.ipa.go.jp/security/security-action/'];

  test.each([
    ['詳しくは https://yorozu.smrj.go.jp/ をご覧ください。', []],
    ['詳しくは https://yorozu.smrj.go.jp をご覧ください。', []],
    ['（www.ipa.go.jp/security/security-action/）をご確認ください。', []],
    [
      '詳しくは https://yorozu-smrj.example.com/login をご覧ください。',
      ['https://yorozu-smrj.example.com/login'],
    ],
    ['申請は http://yorozu.smrj.go.jp/ から。', ['http://yorozu.smrj.go.jp/']],
    ['こちら：ｈｔｔｐｓ：／／ｐｈｉｓｈ．ｅｘａｍｐｌｅ．ｃｏｍ', ['https://phish.example.com']],
    ['www.phish.example.jp で登録してください。', ['www.phish.example.jp']],
    ['phish-subsidy.com/apply から申請できます。', ['phish-subsidy.com/apply']],
    ['https://yorozu.smrj.go.jp/other-page も参考になります。', ['https://yorozu.smrj.go.jp/other-page']],
    ['リンクはありません。Excel.xlsx の管理を見直します。', []],
    ['申請は x.shop から。', ['x.shop']],
    ['詳細は subsidy-portal.tokyo/apply へ。', ['subsidy-portal.tokyo/apply']],
    ['資料は report.pdf と Node.js の手順書です。', []],
  ])('when the narrative says 「%s」, then %j is not approved', (text, links) => {
    expect(unapprovedLinks(narrativeWith(text), allowed)).toEqual(links);
  });
});

describe('unknownContacts', () => {
  const sources = ['ご相談：サンプルコンサルティング（info@sample-consulting.jp、03-1234-5678）'];

  test.each([
    ['info@sample-consulting.jp または 03-1234-5678 までご連絡ください。', []],
    ['お電話は 03（1234）5678 へ。', []],
    ['INFO@Sample-Consulting.jp へ。', []],
    ['申請代行は support@subsidy-help.example.com へ。', ['support@subsidy-help.example.com']],
    ['お急ぎは 0120-123-456 へ。', ['0120-123-456']],
    ['担当直通 090 1234 5678 です。', ['090 1234 5678']],
    ['海外からは +81-3-9876-5432 へ。', ['+81-3-9876-5432']],
    ['毎日2時間、月20営業日で約40時間です。2026-11-25 に確認しました。', []],
  ])('when the narrative says 「%s」, then %j is unknown', (text, found) => {
    expect(unknownContacts(narrativeWith(text), sources)).toEqual(found);
  });
});

describe('figuresIn', () => {
  test.each<[string, string[]]>([
    ['作業時間を30%削減', ['%30']],
    ['作業時間を３０％削減', ['%30']],
    ['30パーセント', ['%30']],
    ['3割の削減', ['%30']],
    ['三割の削減', ['%30']],
    ['3割5分', ['%35']],
    ['1〜2割', ['%10', '%20']],
    ['30〜50%', ['%30', '%50']],
    ['30%〜50%', ['%30', '%50']],
    ['下位25%〜上位30%の範囲', ['%25', '%30']],
    ['12.5%', ['%12.5']],
    ['100万円', ['¥1000000']],
    ['1,000万円', ['¥10000000']],
    ['5千万円', ['¥50000000']],
    ['五千万円', ['¥50000000']],
    ['1億2,000万円', ['¥120000000']],
    ['3万5千円', ['¥35000']],
    ['月額5,000円', ['¥5000']],
    ['100〜300万円', ['¥1000000', '¥3000000']],
    ['100万円から300万円', ['¥1000000', '¥3000000']],
    ['¥50,000', ['¥50000']],
    ['数十万円', ['¥数十万']],
    ['関東一円の取引先', []],
    ['業務を円滑に進める', []],
    ['役割と割合を決める', []],
    ['2〜3社から見積もりを取る', []],
    ['総合スコア45点', []],
  ])('when the text says 「%s」, then the figures are %j', (text, keys) => {
    expect(figuresIn(text).map((figure) => figure.key)).toEqual(keys);
  });
});

describe('unsupportedFigures', () => {
  test.each<[string, string, string[]]>([
    ['作業時間を30%削減できます。', '', ['30%']],
    ['作業時間を3割削減できます。', '', ['3割']],
    ['作業時間を3割削減できます。', '削減の目安は30%です。', []],
    ['作業時間を30%削減できます。', '削減の目安は3割です。', []],
    ['3割5分の削減です。', '35%', []],
    ['30〜50%の削減が見込めます。', '30%', ['30〜50%']],
    ['位置は下位25%〜上位30%の範囲です。', '総合的な位置：中位程度（推計の幅：下位25%〜上位30%の範囲）', []],
    ['100万円の予算を確保します。', '', ['100万円']],
    ['100万円の予算を確保します。', '上限1,000,000円', []],
    ['1,000万円規模の投資です。', '1000万円', []],
    ['5千万円の投資です。', '5,000万円', []],
    ['1億2,000万円の投資です。', '1億2000万円', []],
    ['100〜300万円が目安です。', '100万円', ['100〜300万円']],
    ['100〜300万円が目安です。', '1,000,000円から3,000,000円', []],
    ['数十万円から始められます。', '', ['数十万円']],
    ['数十万円から始められます。', '初期費用は数十万円程度', []],
    ['¥50,000の月額です。', '5万円', []],
    ['関東一円の取引先と、業務を円滑に進める役割を決めます。', '', []],
  ])('when the narrative says 「%s」 and the pack 「%s」, then %j is unsupported', (text, pack, flagged) => {
    expect(unsupportedFigures(narrativeWith(text), [pack])).toEqual(flagged);
  });

  test('when the visitor wrote the figure, then the narrative may repeat it', () => {
    const narrative = narrativeWith('ご記入のとおり、売上の3割を占める取引先があります。');

    expect(unsupportedFigures(narrative, ['知識パック', '売上の3割が一社に集中している'])).toEqual([]);
    expect(unsupportedFigures(narrative, ['知識パック'])).toEqual(['3割']);
  });
});

describe('programmeNamesIn', () => {
  test.each<[string, string[]]>([
    ['IT導入補助金を活用します。', ['IT導入補助金']],
    ['デジタル化・AI導入補助金の申請', ['デジタル化・AI導入補助金']],
    ['ものづくり補助金の申請', ['ものづくり補助金']],
    ['事業再構築補助金と雇用調整助成金', ['事業再構築補助金', '雇用調整助成金']],
    ['デジタル田園都市国家構想交付金', ['デジタル田園都市国家構想交付金']],
    ['IT導入補助金・小規模事業者持続化補助金', ['IT導入補助金', '小規模事業者持続化補助金']],
    ['国の補助金や自治体の助成金を調べます。', []],
    ['各種補助金・助成金の情報', []],
    ['補助金・助成金を探す', []],
    ['活用できる補助金があります。', []],
    ['国・自治体の補助金', []],
    ['IT導入支援事業者を選び、就労継続支援事業所と連携します。', []],
    ['よろず支援拠点に相談します。', ['よろず支援拠点']],
    ['サイバーセキュリティお助け隊サービスの利用', ['サイバーセキュリティお助け隊サービス']],
  ])('when the text says 「%s」, then it names %j', (text, names) => {
    expect(programmeNamesIn(text)).toEqual(names);
  });
});

describe('unknownProgrammes', () => {
  const pack =
    '## 活用できる公的支援\n- デジタル化・AI導入補助金（旧IT導入補助金）：https://it-shien.smrj.go.jp/\n- 中小企業省力化投資補助金：https://shoryokuka.smrj.go.jp/';

  test.each<[string, string[]]>([
    ['デジタル化・AI導入補助金の対象か確認します。', []],
    ['IT導入補助金の対象か確認します。', []],
    ['来年度IT導入補助金の公募に合わせます。', []],
    ['中小企業省力化投資補助金のカタログから選びます。', []],
    ['国や自治体の補助金も調べることをお勧めします。', []],
    ['ものづくり補助金の申請をお勧めします。', ['ものづくり補助金']],
    ['省力化補助金を使います。', ['省力化補助金']],
    ['事業再構築補助金を使います。', ['事業再構築補助金']],
    ['よろず支援拠点に相談します。', ['よろず支援拠点']],
    ['SECURITY ACTIONを宣言します。', ['SECURITY ACTION']],
  ])('when the narrative says 「%s」, then %j is unknown', (text, unknown) => {
    expect(unknownProgrammes(narrativeWith(text), [pack])).toEqual(unknown);
  });

  test('when the visitor named the programme, then the narrative may name it too', () => {
    const narrative = narrativeWith('ご記入のものづくり補助金については、公募要領の確認をお勧めします。');

    expect(unknownProgrammes(narrative, [pack, 'ものづくり補助金を使いたい'])).toEqual([]);
  });
});

describe('alignFirstAction', () => {
  const phase = (title: string, action: string) => ({
    period: '0〜3か月',
    title,
    actions: [action],
    owner: '代表者ご自身',
    kpis: ['入力時間（分）'],
    budget: plain,
    support: plain,
  });
  /** A narrative with this first action and first roadmap phase. */
  function withFirst(recommendedAction: string, title: string, action: string): ReportNarrative {
    const narrative = narrativeWith(plain);
    return {
      ...narrative,
      executiveSummary: { ...narrative.executiveSummary, recommendedAction },
      roadmap: [phase(title, action), ...narrative.roadmap.slice(1)],
    };
  }
  const faxWork = { leadWork: ['紙とFAXによる受発注', '受発注の電子化'] };
  const faxTitle = '受発注の電子化：現状を把握し、小さく試す';
  const faxAction = 'FAXで届いた注文の件数と入力時間を1か月記録します。';
  const reasonOf = (run: () => unknown) => {
    try {
      run();
      return null;
    } catch (error) {
      return error instanceof ReportWriterError ? error.reason : 'other';
    }
  };

  test.each<[string, { leadWork: string[] }, string, string]>([
    ['まずは、FAXで届く受発注の件数を1か月記録することをお勧めします。', faxWork, faxTitle, faxAction],
    ['まずは、注文書の受発注を電子化する準備をお勧めします。', faxWork, '受発注の見直し', faxAction],
    [
      'まずは、店舗とネットの在庫数を毎日照合することをお勧めします。',
      { leadWork: ['在庫管理の一元化'] },
      '在庫管理の一元化：在庫の数を一か所で見る',
      '店舗とネットの在庫数を毎日照合します。',
    ],
    [
      'まずは、推進体制づくりとして担当者を決めることをお勧めします。',
      { leadWork: [] },
      '推進体制づくり：担当者を決める',
      '推進の担当者を一人決めます。',
    ],
    [
      // Both left the lead work, but agree with each other.
      'まずは、見積書のひな形を一つにそろえることをお勧めします。',
      faxWork,
      '見積作成の標準化：ひな形を決める',
      '見積書のひな形を一つに決めます。',
    ],
  ])(
    'when the summary says 「%s」 and the roadmap agrees, then the narrative is kept as it is',
    (action, work, title, first) => {
      const narrative = withFirst(action, title, first);

      expect(alignFirstAction(narrative, work)).toBe(narrative);
    },
  );

  test.each<[string, { leadWork: string[] }, string, string]>([
    ['まずは、シフト表をクラウドに移すことをお勧めします。', faxWork, faxTitle, faxAction],
    ['まずは、生成AIの利用ルールを決めることをお勧めします。', faxWork, faxTitle, faxAction],
    [
      'まずは、セキュリティの点検をお勧めします。',
      { leadWork: [] },
      '推進体制づくり：担当者を決める',
      '推進の担当者を一人決めます。',
    ],
  ])(
    'when the summary says 「%s」 but the roadmap starts elsewhere, then the first action is rebuilt from the roadmap',
    (action, work, title, first) => {
      const aligned = alignFirstAction(withFirst(action, title, first), work);

      expect(aligned.executiveSummary.recommendedAction).toBe(
        `まずは0〜3か月のうちに、「${title}」に取り組むことをお勧めします。${first}`,
      );
      expect(aligned.executiveSummary.position).toBe(plain);
      expect(aligned.roadmap[0]!.title).toBe(title);
    },
  );

  test('when the rebuilt action would end without a full stop, then one is added', () => {
    const aligned = alignFirstAction(
      withFirst('まずは、シフト表を見直すことをお勧めします。', faxTitle, 'FAXの注文を数える'),
      faxWork,
    );

    expect(aligned.executiveSummary.recommendedAction).toMatch(
      /「受発注の電子化：現状を把握し、小さく試す」に取り組むことをお勧めします。FAXの注文を数える。$/u,
    );
  });

  test('when the summary keeps to the lead work but the roadmap starts elsewhere, then it throws inconsistent_parts', () => {
    const narrative = withFirst(
      'まずは、FAXの受発注を電子化することをお勧めします。',
      'シフト管理のクラウド化',
      'シフト表をクラウドで共有します。',
    );

    expect(reasonOf(() => alignFirstAction(narrative, faxWork))).toBe('inconsistent_parts');
  });

  test('when the rebuilt action would not be valid report text, then it throws inconsistent_parts', () => {
    const narrative = withFirst('まずは、シフト表を見直すことをお勧めします。', faxTitle, 'あ'.repeat(2_000));

    expect(reasonOf(() => alignFirstAction(narrative, faxWork))).toBe('inconsistent_parts');
  });
});

describe('guardNarrative', () => {
  const context = {
    level: 2 as const,
    visitor: noVisitor,
    allowedLinks: ['https://yorozu.smrj.go.jp/'],
    knowledge: '- よろず支援拠点：https://yorozu.smrj.go.jp/\n- 目安：作業時間の3割',
  };

  test('when the narrative passes, then nothing is thrown', () => {
    expect(() =>
      guardNarrative(
        narrativeWith(
          '次はレベル3を目指します。よろず支援拠点 https://yorozu.smrj.go.jp/ で30%の削減を相談します。',
        ),
        context,
      ),
    ).not.toThrow();
  });

  test('when a level, a link, a figure or a programme is wrong, then the reason says which', () => {
    const reasonOf = (text: string) => {
      try {
        guardNarrative(narrativeWith(text), context);
        return null;
      } catch (error) {
        return error instanceof ReportWriterError ? error.reason : 'other';
      }
    };

    expect(reasonOf('貴社はレベル5です。')).toBe('inconsistent_level');
    expect(reasonOf('申請は https://subsidy-support.example.com/ から。')).toBe('unapproved_link');
    expect(reasonOf('お問い合わせは help@subsidy-support.example.com へ。')).toBe('unknown_contact');
    expect(reasonOf('導入すれば作業時間を50%削減できます。')).toBe('unsupported_figure');
    expect(reasonOf('初期費用は100万円ほどです。')).toBe('unsupported_figure');
    expect(reasonOf('ものづくり補助金の申請をお勧めします。')).toBe('unknown_programme');
    expect(reasonOf('レベル1は脱しています。')).toBeNull();
  });
});
