import { describe, expect, test } from 'vitest';
import type { ReportText } from '../report-text';
import {
  measureSentenceReuse,
  mostSharedSentences,
  quantile,
  reusedSentences,
  sentencesOf,
} from './sentence-reuse';

const report = (id: string, text: string, names: string[] = []): ReportText => ({
  id,
  fields: [{ path: 'detailedAnalysis.overall', text }],
  names,
});

describe('sentencesOf', () => {
  test('when a text has quotes, numbers and names, then they are masked before splitting', () => {
    const text = '丸八商店様の総合スコアは２２点です。ご記入の「紙の台帳で管理」は重要な論点です！短い文。';

    const sentences = sentencesOf(report('a', text, ['丸八商店']));

    expect(sentences).toEqual(['＊様の総合スコアは#点です', 'ご記入の「＊」は重要な論点です']);
  });
});

describe('measureSentenceReuse', () => {
  test('when every report is the same template with other numbers and names, then reuse is 100 %', () => {
    const reports = [
      report('a', 'A社様の総合スコアは22点で、レベル2にあたります。AIは業務ではまだ使われていません。', [
        'A社',
      ]),
      report('b', 'B社様の総合スコアは35点で、レベル2にあたります。AIは業務ではまだ使われていません。', [
        'B社',
      ]),
      report('c', 'C社様の総合スコアは41点で、レベル3にあたります。AIは業務ではまだ使われていません。', [
        'C社',
      ]),
    ];

    const reuse = measureSentenceReuse(reports);

    expect(reuse.reports.map((entry) => entry.share)).toEqual([1, 1, 1]);
    expect(reuse.median).toBe(1);
    expect(reuse.median).toBeGreaterThan(0.3);
  });

  test('when reports are written for each company, then reuse is 0 and passes the 30 % target', () => {
    const reports = [
      report('a', '配車がベテラン二人の経験に頼っており、休むと翌日の便が組めません。'),
      report('b', '紙の問診票を受付で書き写す間、患者さんは待合で待ち続けています。'),
      report('c', '店舗とネットの在庫が別々に数えられ、売り越しのお詫びが続いています。'),
    ];

    const reuse = measureSentenceReuse(reports);

    expect(reuse.median).toBe(0);
    expect(reuse.median).toBeLessThanOrEqual(0.3);
  });

  test('when one sentence of four is shared, then that report scores 25 %', () => {
    const shared = '投資の判断では効果を測る指標を事前に決めておくことが重要です。';
    const reports = [
      report(
        'a',
        `${shared}配車がベテラン二人の経験に頼っています。休むと翌日の便が組めません。予約は電話が中心です。`,
      ),
      report('b', `${shared}紙の問診票を受付で書き写しています。`),
    ];

    const reuse = measureSentenceReuse(reports);

    expect(reuse.reports[0]).toMatchObject({ sentences: 4, reused: 1, share: 0.25 });
    expect(reusedSentences(reports[0]!, reports)).toEqual([
      '投資の判断では効果を測る指標を事前に決めておくことが重要です',
    ]);
  });
});

describe('quantile', () => {
  test('when asked for the median of an even count, then the middle two are averaged', () => {
    expect(quantile([0.4, 0.1, 0.3, 0.2], 0.5)).toBeCloseTo(0.25);
    expect(quantile([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1], 0.9)).toBe(0.9);
    expect(quantile([], 0.5)).toBe(0);
  });
});

describe('mostSharedSentences', () => {
  test('when sentences are shared by different numbers of reports, then the most shared come first', () => {
    const everywhere = '投資の判断では効果を測る指標を事前に決めておくことが重要です。';
    const twice = 'AIは業務ではまだ使われていません。';
    const reports = [
      report('a', `${everywhere}${twice}配車がベテラン二人の経験に頼っています。`),
      report('b', `${everywhere}${twice}紙の問診票を受付で書き写しています。`),
      report('c', `${everywhere}予約は電話が中心で台帳は紙です。`),
    ];

    expect(mostSharedSentences(reports, 5)).toEqual([
      { sentence: '投資の判断では効果を測る指標を事前に決めておくことが重要です', reports: 3 },
      { sentence: 'AIは業務ではまだ使われていません', reports: 2 },
    ]);
    expect(mostSharedSentences(reports, 1)).toHaveLength(1);
  });
});
