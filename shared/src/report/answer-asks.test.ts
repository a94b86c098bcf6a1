import { describe, expect, test } from 'vitest';
import { baselineStandings } from '../assessment/baseline-benchmark';
import { blendBenchmark } from '../assessment/blend-benchmark';
import { scoreAnswers } from '../assessment/score-answers';
import type { Submission } from '../db/schema';
import { questionIds } from '../questionnaire/questions';
import { answerAsks, findProgramme, programmeAnswer } from './answer-asks';
import { playbookForIndustry } from './content/playbook';
import { playbooks } from './content/playbooks';
import { supportProgrammes } from './content/support-programmes';
import { readSubmission } from './compose-report';
import { matchSupport } from './match-support';
import { buildReportFacts } from './report-facts';

/** Facts of a company of this industry and size whose support text is `support`. */
async function factsFor(industry: string, size: string, support: string) {
  const answers = Object.fromEntries(questionIds.map((id) => [id, 'B']));
  const submission = {
    companyName: '株式会社テスト',
    industry,
    companySize: size,
    companyInfo: {
      companyName: '株式会社テスト',
      establishmentYear: '11_20',
      industry,
      companySize: size,
      position: 'ceo',
    },
    answers,
    freeText: { issue: '', expectation: '', support },
    contactName: '山田',
  } as unknown as Submission;
  const assessment = scoreAnswers(answers);
  const benchmark = blendBenchmark(baselineStandings({ industry, companySize: size }, assessment), null);
  return buildReportFacts(submission, assessment, benchmark, await readSubmission(submission));
}

/** The answer to the first ask of a visitor's support text, for a company of this industry and size. */
async function answerFor(industry: string, size: string, support: string) {
  const facts = await factsFor(industry, size, support);
  const answered = answerAsks(facts, matchSupport(facts, false));
  expect(answered.length, `no ask read in ${support}`).toBeGreaterThan(0);
  return answered[0]!.answer;
}

describe('findProgramme', () => {
  test.each([
    ['ものづくり補助金', 'shinjigyo-monodukuri-subsidy'],
    ['新事業進出補助金', 'shinjigyo-monodukuri-subsidy'],
    ['IT導入補助金', 'digital-ai-subsidy'],
    ['ＩＴ導入補助金', 'digital-ai-subsidy'],
    ['デジタル化・AI導入補助金', 'digital-ai-subsidy'],
    ['持続化補助金', 'jizokuka-subsidy'],
    ['省力化投資補助金', 'shoryokuka-ippan-subsidy'],
    ['省力化投資補助金（カタログ注文型）', 'shoryokuka-catalog-subsidy'],
    ['事業承継・引継ぎ補助金', 'succession-ma-subsidy'],
    ['介護テクノロジーの補助金', 'care-technology-prefectural'],
    ['IT導入の補助金', 'digital-ai-subsidy'],
  ])('「%s」 is %s', (named, id) => {
    expect(findProgramme(named)?.id).toBe(id);
  });

  test.each(['補助金', '助成金', '雇用調整助成金'])('「%s」 names no programme of the table', (named) => {
    expect(findProgramme(named)).toBeNull();
  });
});

describe('answerAsks for a programme', () => {
  test('a manufacturer asking about ものづくり補助金 gets rate, cap for its size, the last call and the link', async () => {
    const answer = await answerFor(
      'manufacturing',
      '30_99',
      'ものづくり補助金の補助率と上限はいくらですか？',
    );

    expect(answer).toContain(
      '「ものづくり補助金」は、現在の「新事業進出・ものづくり商業サービス補助金」にあたります。',
    );
    expect(answer).toContain('補助率1/2（小規模事業者・再生事業者は2/3）');
    expect(answer).toContain('上限1,500万円〜2,500万円（従業員数による）');
    expect(answer).toContain('2026年10月30日 18:00');
    expect(answer).toContain('最新の公募要領をご確認ください。');
    expect(answer).toContain('https://shinjigyou-monodukuri.smrj.go.jp/');
    expect(answer).not.toContain('断定していません');
  });

  test('a call open on the day checked is given with both dates', async () => {
    const answer = await answerFor('manufacturing', 'lt10', '持続化補助金の締切はいつですか？');

    expect(answer).toContain('第20回公募は2026年11月5日から2026年12月15日 17:00まで受け付けています。');
    expect(answer).toContain('上限50万円');
  });

  test('a 1,000+ company asking about IT導入補助金 is told it is outside the SME test', async () => {
    const answer = await answerFor('finance_insurance', 'gte1000', 'IT導入補助金の補助率はいくらですか？');

    expect(answer).toContain('デジタル化・AI導入補助金');
    expect(answer).toContain('資本金が基準以下でない限り対象になりません');
  });

  test('a cap that was not confirmed for the company’s size is said to be left out', async () => {
    const facts = await factsFor('manufacturing', 'lt10', '');
    const catalog = supportProgrammes.find((entry) => entry.id === 'shoryokuka-catalog-subsidy')!;

    const answer = programmeAnswer(catalog, facts, null);

    expect(answer).toContain('カタログ注文型は補助率1/2以下（貴社の規模の上限額は確認できていません）');
    expect(answer).toContain('申請は随時受け付けています。');
    expect(answer).not.toContain('500万円');
  });

  test('a frame with neither rate nor cap confirmed is named as left out', async () => {
    const facts = await factsFor('medical_care', '10_29', '');
    // The care programme's frames have neither; run nationally, they would be unconfirmed.
    const care = supportProgrammes.find((entry) => entry.id === 'care-technology-prefectural')!;
    const national = { ...care, runBy: undefined };

    const answer = programmeAnswer(national, facts, '介護ロボット導入支援');

    expect(answer).toContain('の補助率・上限額は確認できていないため記載していません。');
    expect(answer).toContain('公募の日程は確認できていません。');
  });

  test('a programme each prefecture runs is answered as such, its page given as one prefecture’s example', async () => {
    const answer = await answerFor(
      'medical_care',
      '30_99',
      '介護テクノロジーの補助金がうちの県で使えるのか知りたい',
    );

    expect(answer).toContain('「介護テクノロジー導入支援事業（都道府県）」');
    expect(answer).toContain('都道府県ごとに定められるため、所在地の都道府県の募集案内をご確認ください。');
    expect(answer).toMatch(/都道府県の実施例：https:\/\/\S+$/u);
    expect(answer).not.toContain('公式ページ');
    expect(answer).not.toContain('確認できていない');
  });

  test('a programme outside the table keeps the honest answer', async () => {
    const answer = await answerFor('manufacturing', '30_99', '雇用調整助成金の上限はいくらですか？');

    expect(answer).toContain('断定していません');
    expect(answer).not.toContain('最新の公募要領をご確認ください。');
  });

  test('a question asking a cost and a programme at once gets one answer with both, the programme last', async () => {
    const facts = await factsFor(
      'manufacturing',
      '10_29',
      '見積システムの費用感と、使える補助金を知りたいです。',
    );

    const answered = answerAsks(facts, matchSupport(facts, false));

    expect(answered).toHaveLength(1);
    expect(answered[0]!.answer).toMatch(/^費用は.*本診断では金額をお示しできません/u);
    expect(answered[0]!.answer).toMatch(/最新の公募要領をご確認ください。公式ページ：\S+$/u);
  });
});

describe('answerAsks for where to get advice', () => {
  test('a small company is pointed to the public desks matched for it, each with its page', async () => {
    const answer = await answerFor('other', '10_29', 'こういうことはどこに相談すればいいのでしょうか');

    expect(answer).toMatch(/「よろず支援拠点」（https:\/\/\S+?）/u);
    expect(answer).not.toContain('個別のご相談の中で');
  });

  test('a 1,000+ company is not sent to desks for small firms', async () => {
    const answer = await answerFor('manufacturing', 'gte1000', 'DXについてどこに相談すればいいですか？');

    expect(answer).not.toContain('よろず支援拠点');
    expect(answer).toContain('外部の専門家');
  });
});

describe('answerAsks for a question about a theme', () => {
  const playbookOf = (id: string, industry: string, size: string) =>
    playbookForIndustry(
      playbooks.find((playbook) => playbook.id === id)!,
      industry,
      size,
    );

  test("a question about a theme other than the report's focus gets that theme's kinds of tools and first action", async () => {
    const facts = await factsFor(
      'transport_logistics',
      '30_99',
      '請求書を手書きで作っていて大変です。配送ルートの作成をAIで自動化できないでしょうか。',
    );
    const dispatch = playbookOf('dispatch', 'transport_logistics', '30_99');

    const answered = answerAsks(facts, matchSupport(facts, false));

    expect(facts.leadTheme?.id).not.toBe('dispatch');
    expect(answered[0]!.answer).toContain(dispatch.shortLabel ?? dispatch.label);
    expect(answered[0]!.answer).toContain(dispatch.toolCategories[0]!);
    expect(answered[0]!.answer).toContain(dispatch.firstAction);
    expect(answered[0]!.answer).not.toContain('個別のご相談の中で');
  });

  test("a question about the report's focus points to the roadmap instead of repeating its first action", async () => {
    const facts = await factsFor(
      'transport_logistics',
      '30_99',
      '配車がベテラン頼みで困っています。配送ルートの作成をAIで自動化できないでしょうか。',
    );

    const answered = answerAsks(facts, matchSupport(facts, false));

    expect(facts.leadTheme?.id).toBe('dispatch');
    expect(answered[0]!.answer).toContain('本レポートで最初の取り組みとしてお勧めしている');
    expect(answered[0]!.answer).not.toContain(facts.leadTheme!.firstAction);
  });

  test("a cost question about a theme names that theme's kinds of tools, not the focus's", async () => {
    const facts = await factsFor(
      'manufacturing',
      '10_29',
      '図面が紙で探すのに時間がかかります。問い合わせ対応にチャットボットを入れる費用はどれくらいですか？',
    );
    const inquiries = playbookOf('inquiries', 'manufacturing', '10_29');

    const answered = answerAsks(facts, matchSupport(facts, false));

    expect(answered[0]!.answer).toContain(inquiries.toolCategories[0]!);
  });

  test('a question of where to start is answered with the report’s focus', async () => {
    const facts = await factsFor(
      'manufacturing',
      '100_299',
      '機械が止まっている時間を誰も知りません。古い機械が多くて何から手を付けたらいいのか？',
    );

    const answered = answerAsks(facts, matchSupport(facts, false));

    expect(answered[0]!.answer).toContain(`${facts.leadTheme!.shortLabel}を最初の取り組みとしてお勧めします`);
  });

  test('two questions about different themes are both answered', async () => {
    const facts = await factsFor(
      'transport_logistics',
      '30_99',
      '配送ルートの作成をAIで自動化できないでしょうか。問い合わせの電話をAIで受けられないでしょうか。',
    );

    const answered = answerAsks(facts, matchSupport(facts, false));

    expect(answered.map((entry) => entry.ask.theme)).toEqual(['dispatch', 'inquiries']);
  });

  test('a question about nothing in the catalogue keeps the honest general answer', async () => {
    const answer = await answerFor('manufacturing', '10_29', '御社のサービスはどんな会社が使っていますか？');

    expect(answer).toContain('個別のご相談の中で');
  });
});
