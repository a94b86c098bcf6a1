import { describe, expect, test } from 'vitest';
import { guardNarrative, unapprovedLinks, unexpectedLevelMentions, type VisitorWords } from './report-guards';
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
    ['レベル1の段階は過ぎています。', [1]],
    ['レベル3〜5を目指します。', [5]],
    ['レベル3から5へ進みます。', [5]],
    ['貴社は最高レベルに達しています。', [5]],
    ['最上位レベルの取り組みです。', [5]],
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
  ])('when the narrative says 「%s」, then %j is not approved', (text, links) => {
    expect(unapprovedLinks(narrativeWith(text), allowed)).toEqual(links);
  });
});

describe('guardNarrative', () => {
  const context = { level: 2 as const, visitor: noVisitor, allowedLinks: ['https://yorozu.smrj.go.jp/'] };

  test('when the narrative passes, then nothing is thrown', () => {
    expect(() =>
      guardNarrative(narrativeWith('次はレベル3を目指します。https://yorozu.smrj.go.jp/'), context),
    ).not.toThrow();
  });

  test('when a level or a link is wrong, then the reason says which', () => {
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
  });
});
