import { describe, expect, test } from 'vitest';
import { submitRequestSchema } from '../contract';
import { industries } from '../questionnaire/dropdown-options';
import { buildSubmitRequest, storedSubmissionOf } from '../testing/submission-factory';
import { buildCallToAction, defaultOfferTerms } from './call-to-action';
import { playbookForIndustry } from './content/playbook';
import { playbooks } from './content/playbooks';
import { prepareReport, providerFromEnv, readSubmission } from './compose-report';
import type { ProviderProfile, ReportFacts } from './report-facts';

interface Case {
  answers?: string;
  position?: string;
  industry?: string;
  issue?: string;
  support?: string;
  provider?: ProviderProfile;
}

async function factsFor(input: Case = {}): Promise<ReportFacts> {
  const base = buildSubmitRequest();
  const submission = storedSubmissionOf(
    submitRequestSchema.parse({
      ...base,
      companyInfo: {
        ...base.companyInfo,
        position: input.position ?? base.companyInfo.position,
        industry: input.industry ?? base.companyInfo.industry,
      },
      answers: Object.fromEntries(
        (input.answers ?? 'BBBBBBBBBB').split('').map((letter, index) => [`q${index + 1}`, letter]),
      ),
      freeText: { issue: input.issue ?? '', expectation: '', support: input.support ?? '' },
    }),
  );
  return prepareReport(submission, null, await readSubmission(submission), input.provider).facts;
}

/** Questions asking who (takes it on, leads, decides): the repetition the close must avoid. */
const asksWho = /誰が|どなた|任せ/u;

// q1 = D (company-wide strategy) with q4 = A (nobody in charge): the point to confirm asks who leads.
const ownerContradiction = 'DBBABBBBBB';

describe('the close of the report', () => {
  test('when the provider configures no offer, then the default next step names format, length, deliverable and who holds it', async () => {
    const close = buildCallToAction(await factsFor());

    expect(close.nextStep).toEqual(defaultOfferTerms);
    expect(close.nextStep!.minutes).toBe(60);
    expect(close.nextStep!.deliverable).toContain('実行計画');
  });

  test('when PROVIDER_OFFER_* are set, then the next step is the configured one', async () => {
    const provider = providerFromEnv({
      PROVIDER_NAME: '株式会社サンプル',
      PROVIDER_OFFER_FORMAT: '訪問診断',
      PROVIDER_OFFER_MINUTES: 90,
      PROVIDER_OFFER_DELIVERABLE: '業務フロー図と改善案',
      PROVIDER_OFFER_DELIVERED_BY: 'ITコーディネータ',
    });

    const close = buildCallToAction(await factsFor({ provider }));

    expect(close.nextStep).toEqual({
      format: '訪問診断',
      minutes: 90,
      deliverable: '業務フロー図と改善案',
      deliveredBy: 'ITコーディネータ',
    });
    expect(close.provider).toBe('株式会社サンプル');
  });

  test('when the visitor asks about a programme, then the offer quotes the ask and works on the programme, naming the focus', async () => {
    const facts = await factsFor({
      issue: '見積書の作成に時間がかかっています。',
      support: 'ものづくり補助金の補助率と上限はいくらですか？',
    });

    const offer = buildCallToAction(facts).offer;

    expect(offer).toMatch(/^ご質問の「ものづくり補助金の補助率と上限はいくらですか/u);
    expect(offer).toContain('補助金・公的支援の対象になるか');
    expect(offer).toContain('見積');
  });

  test('when the visitor asks which tool to choose, then the offer is a tool comparison, not the theme restated', async () => {
    const facts = await factsFor({
      issue: 'シフト作成に毎月2日かかっています。導入するならどのツールがおすすめですか？',
    });
    expect(facts.reading.asks.map((ask) => ask.kind)).toContain('tool_choice');

    const offer = buildCallToAction(facts).offer;

    expect(offer).toContain('ご質問の');
    expect(offer).toContain('ツールの候補を比べ');
  });

  test('when the visitor asks whether a piece of work can be done, then the offer works on that work, not the focus', async () => {
    const facts = await factsFor({
      industry: 'transport_logistics',
      issue: '請求書を手書きで作っていて大変です。',
      support: '配送ルートの作成をAIで自動化できないでしょうか。',
    });
    const dispatch = playbookForIndustry(
      playbooks.find((playbook) => playbook.id === 'dispatch')!,
      'transport_logistics',
      facts.companySize.code,
    );

    const offer = buildCallToAction(facts).offer;

    expect(facts.leadTheme?.id).not.toBe('dispatch');
    expect(offer).toContain('ご質問の「配送ルートの作成をAIで自動化できないでしょうか」について');
    expect(offer).toContain(`${dispatch.shortLabel ?? dispatch.label}が`);
    expect(offer).not.toContain('ご質問の点を伺ったうえで');
  });

  test('when nothing is asked or wished for, then the offer names the report’s focus', async () => {
    const offer = buildCallToAction(await factsFor({ issue: '受発注がFAX中心で手入力が多い' })).offer;

    expect(offer).not.toContain('ご質問');
    expect(offer).toContain('最初の一歩');
    expect(offer).toMatch(/FAX|受発注/u);
  });

  test('when a point to confirm asks who leads, then a CEO is not asked again whom to entrust the work to', async () => {
    const facts = await factsFor({ answers: ownerContradiction, position: 'ceo' });
    expect(facts.contradictions.some((point) => point.includes('どなた'))).toBe(true);

    const questions = buildCallToAction(facts).questions;

    expect(questions).toContain(
      'ご回答の中で確認させていただきたい点（上記）について、実際の状況を教えてください。',
    );
    expect(questions.filter((question) => asksWho.test(question))).toHaveLength(0);
    expect(questions).toHaveLength(3);
  });

  test('when a theme’s own question asks who decides, then the CEO’s question about whom to entrust is dropped', async () => {
    const facts = await factsFor({ position: 'ceo' });
    const pilot = playbooks.find((playbook) =>
      playbook.questions.some((question) => question.includes('誰がどの基準で判断')),
    )!;

    const questions = buildCallToAction({ ...facts, themes: [pilot], leadTheme: pilot }).questions;

    expect(questions.filter((question) => asksWho.test(question))).toHaveLength(1);
    expect(questions).toHaveLength(3);
  });

  test('when the respondent hands the report on, then a question points at the page for the decision-maker', async () => {
    const employee = buildCallToAction(await factsFor({ position: 'employee' })).questions;
    const manager = buildCallToAction(await factsFor({ position: 'manager' })).questions;

    expect(employee.some((question) => question.includes('1枚のまとめ（下記）'))).toBe(true);
    expect(manager.some((question) => question.includes('経営層とこのレポートを共有する際に'))).toBe(true);
    expect(manager.join('')).not.toContain('1枚のまとめ');
  });

  test.each(['ceo', 'employee'])(
    'when any theme of any industry leads, with or without a point to confirm, then no two questions ask the same (%s)',
    async (position) => {
      const plain = await factsFor({ position });
      const contradicted = await factsFor({ position, answers: ownerContradiction });
      for (const base of [plain, contradicted]) {
        for (const playbook of playbooks) {
          for (const industry of industries.values) {
            const theme = playbookForIndustry(playbook, industry);
            const questions = buildCallToAction({ ...base, themes: [theme], leadTheme: theme }).questions;
            const normalised = questions.map((question) => question.normalize('NFKC').replace(/\s/gu, ''));

            expect(new Set(normalised).size, `${playbook.id}/${industry}`).toBe(questions.length);
            expect(
              questions.filter((question) => asksWho.test(question)).length,
              `${playbook.id}/${industry}: ${questions.join(' / ')}`,
            ).toBeLessThanOrEqual(1);
            expect(questions.length).toBeGreaterThanOrEqual(2);
          }
        }
      }
    },
  );
});
