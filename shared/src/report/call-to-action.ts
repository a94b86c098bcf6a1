import type { CallToAction, DimensionKey } from '../contract/diagnosis-result';
import type { ThemeId } from './content/theme-ids';
import type { Ask, AskKind } from './reading/reading';
import type { ProviderProfile, ReportFacts } from './report-facts';
import { quote } from './visitor-text';
import type { Position } from '../questionnaire/dropdown-options';
import { focusOf } from './builtin/report-focus';
import { briefedPositions } from './decision-brief';
import { askedPlaybook } from './answer-asks';

/** The concrete next step the provider offers: how, how long, what the visitor gets, who holds it. */
export interface OfferTerms {
  format: string;
  minutes: number;
  deliverable: string;
  deliveredBy: string;
}

/** The offer when PROVIDER_OFFER_* are unset: a step a consultant would sign without further detail. */
export const defaultOfferTerms: OfferTerms = {
  format: 'オンライン個別相談',
  minutes: 60,
  deliverable: '最初の取り組みの進め方（対象業務・担当・期間・測る数字）をまとめたA4一枚の実行計画',
  deliveredBy: 'DX支援の担当者',
};

/** The provider as configured, with the terms of its offer (providerFromEnv). */
export type ProviderSettings = ProviderProfile & { offer: OfferTerms };

/** The offer's terms of a provider: its configured ones, else the defaults. */
export function offerTermsOf(provider: ProviderProfile | ProviderSettings): OfferTerms {
  return 'offer' in provider ? provider.offer : defaultOfferTerms;
}

/**
 * What the conversation works on, by what the visitor asked: an explicit ask first, else the theme
 * read in 希望する支援, else the report's focus. Slots: {focus}, {貴社}. Reviewed 2026-11-24.
 */
const agendaByAsk: Partial<Record<AskKind, string>> = {
  programme:
    '{focus}の取り組みが補助金・公的支援の対象になるかを{貴社}の規模と経費に照らして確認し、申請までの段取りを整理します。',
  cost: '{focus}にかかる費用を、対象業務と利用人数を決めたうえで比較できる形に整理します。',
  rules: '顧客の情報を扱う業務でのAIやクラウドの利用ルールを、契約と法令の確認点に沿って整理します。',
  tool_choice: '{focus}に合うツールの候補を比べ、選び方と導入から定着までの段取りを整理します。',
  others_figures: '{focus}の目標を、{貴社}のいまの件数や時間をもとに置く方法を整理します。',
  other: 'ご質問の点を伺ったうえで、{focus}の最初の一歩を具体化します。',
};
/** The agenda for a question about one theme of the catalogue: {work} is that theme's short name. */
const agendaForAskedTheme =
  '{work}が{貴社}の業務でどこまでできるかを確かめ、最初の一歩（対象業務・担当・測る数字）を具体化します。';
const agendaByTheme: Partial<Record<ThemeId, string>> = {
  subsidy:
    '{focus}の取り組みが補助金・公的支援の対象になるかを{貴社}の規模と経費に照らして確認し、申請までの段取りを整理します。',
  talent_shortage: '{focus}に取り組むための社内の勉強会・研修の内容を、{貴社}の業務に合わせて組み立てます。',
  genai_start: '{focus}を含め、AIを試す業務を洗い出し、利用ルールを含めた試行計画を組み立てます。',
  ai_governance: 'AIの利用状況を棚卸しし、利用ルールと記録の整え方を整理します。',
  where_to_start: '{focus}から始めるDXの方針とロードマップを、経営の目標に合わせて具体化します。',
};
const defaultAgenda = '本レポートをもとに、{focus}の最初の一歩（対象業務・担当・測る数字）を具体化します。';

/** What a question asks about: two questions about the same thing are one question. */
type QuestionTopic = 'owner' | 'workload' | 'measure' | 'rules' | 'budget' | 'sharing' | 'answers';

/**
 * How a question's text shows what it asks about (for texts from the content tables and the
 * points to confirm, whose topics are not declared).
 */
const topicPatterns: { topic: QuestionTopic; pattern: RegExp }[] = [
  { topic: 'owner', pattern: /誰が|どなた|任せ|担当者|取りまとめ|主導/u },
  { topic: 'workload', pattern: /手間がかか|時間がかか|何日くらい|一番手間/u },
  { topic: 'measure', pattern: /どの数字|成果を.*判断|指標/u },
  { topic: 'rules', pattern: /決まり|ルール|規程|定め/u },
  { topic: 'budget', pattern: /予算|投資/u },
];

/** The question on the priority area when no theme from the visitor's words applies. */
const areaQuestions: Record<DimensionKey, { text: string; topics: QuestionTopic[] }> = {
  strategy: {
    text: 'いま紙や手作業で処理している業務のうち、最も時間がかかっているのはどれですか。',
    topics: ['workload'],
  },
  organization: {
    text: 'DXの取り組みに、社内で週に何時間くらい充てられそうですか。',
    topics: [],
  },
  technology: {
    text: 'ツールの設定や使い方で困ったとき、いまはどなたに、どのように相談していますか。',
    topics: ['owner'],
  },
  aiAdoption: {
    text: '生成AIなどで試してみたい業務や、すでに試して手応えのあった業務はありますか。',
    topics: [],
  },
  investment: {
    text: '最初の取り組みに、年間でどのくらいの費用までなら充てられそうですか。',
    topics: ['budget'],
  },
};

/** The fixed questions of the close (slots: {focus}). */
const closingQuestions = {
  measure: '最初の取り組みの成果を、どの数字（時間・件数・売上など）で判断したいとお考えですか。',
  answers: 'ご回答の中で確認させていただきたい点（上記）について、実際の状況を教えてください。',
  owner: '{focus}の取り組みを任せられそうな社内の方はいらっしゃいますか。',
  sharing: '経営層とこのレポートを共有する際に、{focus}について特に伝えたい点はどこですか。',
  sharingWithBrief:
    '経営層にお渡しいただく1枚のまとめ（下記）のほかに、{focus}について経営層に伝えたい点はありますか。',
} as const;

/** Positions that decide on the company's investments themselves. */
const decidingPositions = new Set(['ceo', 'executive']);

/** How many questions the close asks. */
const questionCount = 3;

interface QuestionCandidate {
  text: string;
  topics: QuestionTopic[];
}

const topicsOf = (text: string): QuestionTopic[] =>
  topicPatterns.filter(({ pattern }) => pattern.test(text)).map(({ topic }) => topic);

/** The text without punctuation, spaces and width differences, for comparing two questions. */
const comparable = (text: string) => text.normalize('NFKC').replace(/[\s\p{P}]/gu, '');

/**
 * The first `questionCount` candidates that ask something new: no topic already asked and not the
 * same text as one already kept.
 */
function distinctQuestions(candidates: (QuestionCandidate | null | undefined)[]): string[] {
  const kept: QuestionCandidate[] = [];
  for (const candidate of candidates) {
    if (!candidate || kept.length === questionCount) continue;
    const repeats = kept.some(
      (question) =>
        comparable(question.text) === comparable(candidate.text) ||
        question.topics.some((topic) => candidate.topics.includes(topic)),
    );
    if (!repeats) kept.push(candidate);
  }
  return kept.map((question) => question.text);
}

/** Two or three questions a consultant would ask next, none asking what another already asks. */
export function closingQuestionsFor(facts: ReportFacts): string[] {
  const focus = focusOf(facts);
  const fill = (text: string) => text.replaceAll('{focus}', focus);
  const fromText = (text: string | undefined): QuestionCandidate | null =>
    text ? { text, topics: topicsOf(text) } : null;
  const theme = facts.themes.find(
    (candidate) => candidate.id !== 'subsidy' && candidate.id !== 'where_to_start',
  );
  // The points to confirm ask their own questions (who leads, why no budget): the question that
  // points at them asks those things too.
  const answers: QuestionCandidate | null =
    facts.contradictions.length > 0
      ? {
          text: closingQuestions.answers,
          topics: ['answers', ...facts.contradictions.flatMap(topicsOf)],
        }
      : null;
  const role: QuestionCandidate = decidingPositions.has(facts.position.code)
    ? { text: fill(closingQuestions.owner), topics: ['owner'] }
    : {
        text: fill(
          briefedPositions.includes(facts.position.code as Position)
            ? closingQuestions.sharingWithBrief
            : closingQuestions.sharing,
        ),
        topics: ['sharing'],
      };
  return distinctQuestions([
    theme ? fromText(theme.questions[0]) : areaQuestions[facts.priority.area],
    answers,
    fromText(theme?.questions[1]),
    role,
    { text: closingQuestions.measure, topics: ['measure'] },
  ]);
}

/** The ask the offer answers: the first with its own agenda, else the first of any kind. */
function leadingAsk(facts: ReportFacts): Ask | undefined {
  const asks = facts.reading.asks;
  return asks.find((ask) => ask.kind !== 'other' && agendaByAsk[ask.kind]) ?? asks[0];
}

/** The offer in words: what the visitor asked (or wished for), then what the conversation works on. */
function offerText(facts: ReportFacts): string {
  const ask = leadingAsk(facts);
  const support = facts.freeText.support;
  const supportTheme = facts.reading.themes.find(
    (theme) => agendaByTheme[theme.id] && theme.evidence.some((evidence) => evidence.field === 'support'),
  )?.id;
  const asked = ask?.kind === 'other' ? askedPlaybook(ask, facts) : null;
  const agenda = (
    (asked && agendaForAskedTheme.replaceAll('{work}', asked.shortLabel ?? asked.label)) ??
    (ask && agendaByAsk[ask.kind]) ??
    (supportTheme && agendaByTheme[supportTheme]) ??
    defaultAgenda
  )
    .replaceAll('{focus}', focusOf(facts))
    .replaceAll('{貴社}', facts.honorific);
  if (ask) return `ご質問の${quote(ask.evidence.text, 60)}について、${agenda}`;
  if (support) return `ご希望の支援として${quote(support, 60)}とご記入いただいたことを受け、${agenda}`;
  return agenda;
}

/**
 * The report's closing block: the provider's concrete next step tied to what the visitor asked, and
 * up to three questions a consultant would ask next, drawn from the visitor's own words and weakest area.
 */
export function buildCallToAction(facts: ReportFacts): CallToAction {
  return {
    provider: facts.provider.name,
    offer: offerText(facts),
    questions: closingQuestionsFor(facts),
    contact: facts.provider.contact,
    bookingUrl: facts.provider.bookingUrl,
    nextStep: offerTermsOf(facts.provider),
  };
}
