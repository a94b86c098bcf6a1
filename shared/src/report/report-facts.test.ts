import { describe, expect, test } from 'vitest';
import { baselineStandings } from '../assessment/baseline-benchmark';
import { blendBenchmark } from '../assessment/blend-benchmark';
import { scoreAnswers } from '../assessment/score-answers';
import type { Submission } from '../db/schema';
import { questionIds } from '../questionnaire/questions';
import { readSubmission } from './compose-report';
import { buildReportFacts } from './report-facts';

async function factsFor(
  letters: string,
  issue: string,
  companyName = '株式会社テスト',
  industry = 'medical_care',
) {
  const answers = Object.fromEntries(questionIds.map((id, index) => [id, letters[index]!]));
  const submission = {
    companyName,
    industry,
    companySize: '10_29',
    companyInfo: {
      companyName,
      establishmentYear: '11_20',
      industry,
      companySize: '10_29',
      position: 'ceo',
    },
    answers,
    freeText: { issue, expectation: '', support: '' },
    contactName: '山田',
  } as unknown as Submission;
  const assessment = scoreAnswers(answers);
  const benchmark = blendBenchmark(
    baselineStandings({ industry: 'medical_care', companySize: '10_29' }, assessment),
    null,
  );
  return buildReportFacts(submission, assessment, benchmark, await readSubmission(submission));
}

describe('buildReportFacts priority', () => {
  test('when the visitor names a theme within one rung of the weakest area, then its area leads and the weaker one is named', async () => {
    const facts = await factsFor('BBBBBABBBC', '問診票が紙で、電子カルテへの転記に時間がかかる');

    expect(facts.priority).toMatchObject({ area: 'strategy', decidedBy: 'theme' });
    expect(facts.priority.passedOver).toContain('aiAdoption');
  });

  test('when the theme points at an area far above the weakest, then the weakest leads', async () => {
    const facts = await factsFor('DBBAAAAAAC', '問診票が紙で、電子カルテへの転記に時間がかかる');

    expect(facts.priority.area).not.toBe('strategy');
    expect(facts.priority.passedOver).toEqual([]);
  });

  test('when nothing is written, then the weakest area leads by score', async () => {
    const facts = await factsFor('CCCACCCCCC', '');

    expect(facts.priority).toMatchObject({
      area: 'organization',
      decidedBy: 'score',
      tiedWith: [],
      passedOver: [],
    });
  });

  test('when the organisation is a clinic, then it is addressed as 貴院', async () => {
    expect((await factsFor('BBBBBBBBBB', '', 'さくら内科クリニック')).honorific).toBe('貴院');
    expect((await factsFor('BBBBBBBBBB', '', '社会福祉法人みどり会')).honorific).toBe('貴法人');
    expect((await factsFor('BBBBBBBBBB', '', '株式会社テスト')).honorific).toBe('貴社');
  });
});

describe("themes read from the visitor's words", () => {
  const contracts = '賃貸の契約書や重要事項説明書が紙で、押印と郵送のやり取りに時間がかかります。';

  test('when two themes are raised in one sentence, then the one the industry has its own form of leads', async () => {
    const [lead] = (await factsFor('BBBBBBBBBB', contracts, '株式会社テスト', 'real_estate')).themes;

    expect(lead!.id).toBe('paper_fax');
    expect(lead!.label).toBe('紙と押印・郵送に頼った契約手続き');
  });

  test('when a bank writes that applications and 稟議 are paper-centred, then its own paper form leads', async () => {
    const [lead] = (
      await factsFor(
        'BBBBBBBBBB',
        '融資の稟議書や申込書が紙中心で、回覧に日数がかかっています。',
        '株式会社テスト',
        'finance_insurance',
      )
    ).themes;

    expect(lead!.label).toBe('紙の申込書と稟議の回覧');
  });

  test('when themes are raised in different sentences, then the first one raised leads', async () => {
    const [lead] = (
      await factsFor(
        'BBBBBBBBBB',
        '問い合わせの電話が多いです。物件台帳はExcelで管理していて探すのが大変です。',
        '株式会社テスト',
        'real_estate',
      )
    ).themes;

    expect(lead!.id).toBe('inquiries');
  });

  test('when the industry has no form of either theme, then both themes of the sentence are read', async () => {
    const themes = (await factsFor('BBBBBBBBBB', contracts, '株式会社テスト', 'manufacturing')).themes.map(
      (theme) => theme.id,
    );

    expect(themes).toContain('paper_fax');
  });
});

describe('themes that fit where the company stands', () => {
  const governance = '部署ごとに生成AIの利用が広がり、誰が何を入力しているか把握しきれていません。';

  test('when the company already uses AI and writes of losing track of it, then governing that use leads', async () => {
    const lead = (await factsFor('CCCCCCCCCC', governance)).leadTheme?.id;

    expect(['ai_governance', 'shadow_ai']).toContain(lead);
  });

  test('when the company does not use AI yet, then governance is not offered and the starter playbook is', async () => {
    const facts = await factsFor('BBBBBABBBB', `${governance}生成AIの社内ルールを作りたいです。`);

    expect(facts.themes.map((theme) => theme.id)).not.toContain('ai_governance');
    expect(facts.themes.map((theme) => theme.id)).toContain('genai_start');
  });
});
