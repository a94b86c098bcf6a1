import type { Benchmark } from '../assessment/baseline-benchmark';
import { ladderStep, type Assessment, type ScoredAnswer } from '../assessment/score-answers';
import type { DimensionKey, ReportComparison } from '../contract/diagnosis-result';
import type { Submission } from '../db/schema';
import {
  companySizes,
  establishmentYears,
  industries,
  labelOf,
  positions,
  type CompanySize,
  type Industry,
} from '../questionnaire/dropdown-options';
import type { QuestionId } from '../questionnaire/questions';
import { topicApplies, type IndustryTopic, type TopicCompany } from './content/industry-topic';
import type { Reading, VisitorTexts } from './reading/reading';
import { industryTopics } from './content/industry-topics';
import { playbookForIndustry, type Playbook } from './content/playbook';
import { playbooks } from './content/playbooks';
import type { ThemeId } from './content/theme-ids';
import { meaningfulText } from './visitor-text';

/** Who the report comes from; configuration (PROVIDER_* variables), never a model's choice. */
export interface ProviderProfile {
  name: string;
  contact: string;
  bookingUrl: string | null;
}

/** One text the visitor typed, with where it came from. */
export interface VisitorText {
  source: 'issue' | 'expectation' | 'support' | QuestionId;
  text: string;
}

/** Everything a writer may use: the company, its scores and benchmark, its answers and words, matched content. */
export interface ReportFacts {
  companyName: string;
  contactName: string;
  industry: { code: string; label: string };
  companySize: { code: string; label: string };
  establishmentYear: string;
  position: { code: string; label: string };
  /** 貴社, or 貴院 / 貴法人 by the kind of organisation its name shows. */
  honorific: '貴社' | '貴院' | '貴法人';
  assessment: Assessment;
  benchmark: Benchmark;
  /** Free text as meant: non-answers and instruction-like text are ''. */
  freeText: { issue: string; expectation: string; support: string };
  /** 「その他」 answers with meaningful text. */
  customAnswers: { id: QuestionId; topic: string; text: string }[];
  /** Sentences set aside because they address the writer instead of describing the company. */
  setAside: number;
  /** What the reading stage understood of the visitor's words; the one source of themes, possessions and asks. */
  reading: Reading;
  /** Playbooks of the reading's themes, most important first, each as the industry and size live it. */
  themes: Playbook[];
  /** The playbook that leads the first action and the roadmap: the first concrete theme, else any. */
  leadTheme: Playbook | null;
  /** Laws, guidelines and sector changes that apply (by industry or by the visitor's words). */
  topics: IndustryTopic[];
  /** The area the report puts first, and how it was chosen. */
  priority: {
    area: DimensionKey;
    /** Areas at the same score as `area`. */
    tiedWith: DimensionKey[];
    /** Weaker areas set aside because the visitor's own theme points at `area`. */
    passedOver: DimensionKey[];
    decidedBy: 'score' | 'theme' | 'challenge';
  };
  /** Answers that do not fit together, for the points to confirm. */
  contradictions: string[];
  /** Questions named in a contradiction: no strength is drawn from them. */
  questionedAnswers: QuestionId[];
  /** Whether the visitor asked about subsidies or support programmes. */
  asksForSubsidy: boolean;
  /** A short answer to each explicit ask, near the top of the report (filled once support is matched). */
  askAnswers: { ask: Reading['asks'][number]; answer: string }[];
  provider: ProviderProfile;
  /** A second diagnosis: what changed since the earlier one (previous-comparison.ts); absent for a first. */
  comparison?: ReportComparison;
}

/** The default provider named in reports when none is configured (embedded demo mode). */
export const defaultProvider: ProviderProfile = {
  name: 'DX・AI成熟度診断 運営事務局',
  contact: 'お問い合わせは本診断の運営事務局までご連絡ください。',
  bookingUrl: null,
};

function honorificFor(companyName: string, industry: string): ReportFacts['honorific'] {
  const name = companyName.normalize('NFKC');
  if (/病院|医院|クリニック|診療所|歯科|medical\s*clinic/i.test(name)) return '貴院';
  if (/法人|協同組合|組合|機構|協会/.test(name)) return '貴法人';
  if (industry === 'medical_care' && /医療|ホスピタル/.test(name)) return '貴院';
  return '貴社';
}

/** Which area a theme speaks to: orders areas that tie for weakest and ties issues to the theme. */
export const themeArea: Record<ThemeId, DimensionKey> = {
  paper_fax: 'strategy',
  double_entry: 'strategy',
  spreadsheet_silos: 'technology',
  channel_inventory: 'strategy',
  dispatch: 'strategy',
  bookings: 'strategy',
  medical_intake: 'strategy',
  knowledge_handover: 'technology',
  inquiries: 'strategy',
  estimates: 'strategy',
  shifts_attendance: 'strategy',
  document_collection: 'strategy',
  data_utilisation: 'technology',
  talent_shortage: 'organization',
  security: 'technology',
  genai_start: 'aiAdoption',
  ai_governance: 'aiAdoption',
  subsidy: 'investment',
  where_to_start: 'strategy',
  new_business: 'strategy',
  equipment_data: 'technology',
  channel_pricing: 'strategy',
  customer_acquisition: 'strategy',
  field_work: 'strategy',
  client_documents: 'strategy',
  shadow_ai: 'aiAdoption',
  ai_pilot_stalled: 'aiAdoption',
  tool_adoption: 'organization',
  foreign_staff: 'organization',
  ai_output_quality: 'aiAdoption',
  system_integration: 'technology',
};

/**
 * Whether a playbook fits where the company stands: the starter playbooks (how to begin with
 * generative AI, where to start at all) are not offered to a company past that point, and governing
 * AI use only to a company that uses it.
 */
function fitsMaturity(playbook: Playbook, assessment: Assessment): boolean {
  if (playbook.id === 'genai_start') return step(assessment.answers, 'q6') < 2;
  // Governing AI use is the next question once the company itself uses AI.
  if (playbook.id === 'ai_governance') return step(assessment.answers, 'q6') >= 2;
  if (playbook.id === 'where_to_start') return assessment.level <= 2;
  return true;
}

/**
 * The playbooks of the reading's themes, in its order, each as the industry and size live it. Starting
 * with generative AI and governing it are one concern read two ways: which one fits depends on whether
 * the company already uses AI (q6).
 */
function playbooksOf(
  reading: Reading,
  industry: string,
  companySize: string,
  assessment: Assessment,
): Playbook[] {
  const usesAi = step(assessment.answers, 'q6') >= 2;
  const ids = reading.themes.map((theme) =>
    theme.id === 'genai_start' && usesAi
      ? 'ai_governance'
      : theme.id === 'ai_governance' && !usesAi
        ? 'genai_start'
        : theme.id,
  );
  // Themes read in the same words are one concern: the one this industry has its own form of (or that
  // only some industries have) describes it better.
  const ownForm = (id: ThemeId) => {
    const playbook = playbooks.find((candidate) => candidate.id === id);
    if (!playbook) return false;
    if (playbook.byIndustry?.[industry as Industry] !== undefined) return true;
    return playbook.industries !== 'all' && playbook.industries.includes(industry as Industry);
  };
  const order = reading.themes.map((theme, index) => ({ theme, index, id: ids[index]! }));
  order.sort((a, b) => {
    const sameWords = a.theme.evidence[0]?.text === b.theme.evidence[0]?.text;
    return sameWords ? Number(ownForm(b.id)) - Number(ownForm(a.id)) || a.index - b.index : a.index - b.index;
  });
  // Two themes read in the same words are one concern: only the first speaks for those words
  // (support and where-to-start are asks of their own and stay).
  const quoted = new Set<string>();
  const distinct = order.filter((entry) => {
    const playbook = playbooks.find((candidate) => candidate.id === entry.id);
    if (!playbook || !fitsMaturity(playbook, assessment)) return false;
    if (entry.id === 'subsidy' || entry.id === 'where_to_start') return true;
    const words = entry.theme.evidence[0]?.text ?? '';
    if (quoted.has(words)) return false;
    quoted.add(words);
    return true;
  });
  return [...new Set(distinct.map((entry) => entry.id))]
    .map((id) => playbooks.find((playbook) => playbook.id === id)!)
    .map((playbook) => playbookForIndustry(playbook, industry, companySize));
}

/** Topics the visitor's words raise first, then those of the industry (in table order). */
function matchTopics(company: TopicCompany): IndustryTopic[] {
  const reach = industryTopics.map((topic) => ({ topic, raised: topicApplies(topic, company) }));
  return [
    ...reach.filter((entry) => entry.raised === 'named'),
    ...reach.filter((entry) => entry.raised === 'industry'),
  ].map((entry) => entry.topic);
}

const step = (answers: readonly ScoredAnswer[], id: QuestionId) =>
  ladderStep(answers.find((answer) => answer.id === id)!.letter);
const isCustom = (answers: readonly ScoredAnswer[], id: QuestionId) =>
  answers.find((answer) => answer.id === id)!.letter === 'E';

/** Pairs of answers that do not fit together, phrased as questions for the next conversation. */
function findContradictions(
  assessment: Assessment,
  honorific: string,
): { points: string[]; questions: QuestionId[] } {
  const { answers } = assessment;
  const found: string[] = [];
  const questions = new Set<QuestionId>();
  const flag = (ids: QuestionId[], text: string) => {
    for (const id of ids) questions.add(id);
    found.push(text);
  };
  const has = (id: QuestionId, atLeast: number) => !isCustom(answers, id) && step(answers, id) >= atLeast;
  const atMost = (id: QuestionId, most: number) => !isCustom(answers, id) && step(answers, id) <= most;
  if (atMost('q1', 0) && has('q6', 2)) {
    flag(
      ['q1', 'q6'],
      '業務は紙や口頭が中心とのご回答の一方で、AIは会社として業務に導入済みとのご回答でした。どの業務でAIをお使いか、紙の業務とどうつながっているかを確認させてください。',
    );
  }
  if (atMost('q1', 0) && has('q4', 2)) {
    flag(
      ['q1', 'q4'],
      'DXの専任担当またはチームがあるとのご回答の一方で、業務はまだ紙や口頭が中心とのご回答でした。推進チームがいま取り組んでいるテーマを確認させてください。',
    );
  }
  if (has('q1', 3) && atMost('q4', 0)) {
    flag(
      ['q1', 'q4'],
      `全社の戦略としてDXを進めているとのご回答の一方で、推進の担当者は決まっていないとのご回答でした。${honorific}で実際に推進を取りまとめている方がどなたかを確認させてください。`,
    );
  }
  if (has('q1', 3) && atMost('q9', 0)) {
    flag(
      ['q1', 'q9'],
      '全社でDXを進めているとのご回答の一方で、当面の投資予定はないとのご回答でした。既存の予算の中で進めているのか、投資を控えている事情があるのかを確認させてください。',
    );
  }
  if (has('q6', 3) && atMost('q5', 0)) {
    flag(
      ['q6', 'q5'],
      'AIを複数の業務に組み込んでいるとのご回答の一方で、AIへの関心は低いとのご回答でした。どなたが活用を主導しているかを確認させてください。',
    );
  }
  if (has('q3', 3) && atMost('q4', 0)) {
    flag(
      ['q3', 'q4'],
      '経営と現場が計画どおりに実行できているとのご回答の一方で、推進の担当者は決まっていないとのご回答でした。計画の進捗をどなたが確認しているかを確認させてください。',
    );
  }
  for (const answer of answers) {
    if (answer.letter === 'E' && answer.points !== null && answer.id !== 'q10') {
      flag(
        [answer.id],
        `「${answer.topic}」は選択肢にないご回答のため、採点では二段階目（B）相当として扱いました。実際の状況を確認させてください。`,
      );
    }
  }
  return { points: found, questions: [...questions] };
}

/**
 * The area the report puts first: the weakest; among tied areas, the one the visitor's own words
 * point at, else the one the q2 challenge points at (scoreAnswers already ordered ties by q2).
 */
function choosePriority(assessment: Assessment, themes: readonly Playbook[]): ReportFacts['priority'] {
  const { dimensions, ranked, tiedWeakest } = assessment;
  const lowest = dimensions[ranked[0]!];
  // The visitor's own theme leads when its area is within one rung of the weakest: a consultant
  // starts where the company feels the pain, not where the arithmetic is lowest.
  const nearWeakest = ranked.filter(
    (key) => dimensions[key] - lowest <= themeLeadMargin && dimensions[key] < 100,
  );
  const byTheme = themes.map((theme) => themeArea[theme.id]).find((area) => nearWeakest.includes(area));
  if (byTheme) {
    return {
      area: byTheme,
      tiedWith: tiedWeakest.filter((key) => key !== byTheme && dimensions[key] === dimensions[byTheme]),
      passedOver: ranked.filter((key) => dimensions[key] < dimensions[byTheme]),
      decidedBy: 'theme',
    };
  }
  const area = tiedWeakest[0]!;
  return {
    area,
    tiedWith: tiedWeakest.filter((key) => key !== area),
    passedOver: [],
    decidedBy: tiedWeakest.length === 1 ? 'score' : 'challenge',
  };
}

/** How far (points, one rung of the ladder) above the weakest area the visitor's theme may lead. */
const themeLeadMargin = 34;

/**
 * The visitor's meaningful texts by field (free text and 「その他」 answers), as the reading stage
 * reads them: non-answers are left out.
 */
export function visitorTextsOf(submission: Submission): VisitorTexts {
  const texts: VisitorTexts = {
    issue: meaningfulText(submission.freeText.issue),
    expectation: meaningfulText(submission.freeText.expectation),
    support: meaningfulText(submission.freeText.support),
  };
  for (const [id, value] of Object.entries(submission.answers)) {
    if (!/^[A-D]$/.test(value)) texts[id as QuestionId] = meaningfulText(value);
  }
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')) as VisitorTexts;
}

/** A text without the sentences the reading set aside. */
function withoutSetAside(text: string | undefined, setAside: readonly string[]): string {
  let kept = text ?? '';
  for (const sentence of setAside) kept = kept.replace(sentence, '');
  return kept.trim();
}

/** Collects the facts of one submission for the writers, given what the reading stage understood. */
export function buildReportFacts(
  submission: Submission,
  assessment: Assessment,
  benchmark: Benchmark,
  reading: Reading,
  provider: ProviderProfile = defaultProvider,
): ReportFacts {
  const info = submission.companyInfo;
  const texts = visitorTextsOf(submission);
  const usable = (field: keyof VisitorTexts) =>
    withoutSetAside(
      texts[field],
      reading.setAside.filter((item) => item.field === field).map((item) => item.text),
    );
  const freeText = { issue: usable('issue'), expectation: usable('expectation'), support: usable('support') };
  const customAnswers = assessment.answers
    .filter((answer) => answer.letter === 'E')
    .map((answer) => ({ id: answer.id, topic: answer.topic, text: usable(answer.id) }))
    .filter((answer) => answer.text !== '');
  const ownWords = [
    freeText.issue,
    freeText.expectation,
    freeText.support,
    ...customAnswers.map((a) => a.text),
  ];
  const themes = playbooksOf(reading, submission.industry, submission.companySize, assessment);
  const honorific = honorificFor(submission.companyName, submission.industry);
  const contradictions = findContradictions(assessment, honorific);
  return {
    companyName: submission.companyName,
    contactName: submission.contactName,
    industry: { code: submission.industry, label: labelOf(industries, submission.industry) },
    companySize: { code: submission.companySize, label: labelOf(companySizes, submission.companySize) },
    establishmentYear: labelOf(establishmentYears, info.establishmentYear),
    position: { code: info.position, label: labelOf(positions, info.position) },
    honorific,
    assessment,
    benchmark,
    freeText,
    customAnswers,
    setAside: reading.setAside.length,
    reading,
    themes,
    leadTheme:
      themes.find((theme) => theme.id !== 'subsidy' && theme.id !== 'where_to_start') ?? themes[0] ?? null,
    topics: matchTopics({
      industry: submission.industry,
      size: submission.companySize,
      // The name tells the kind of organisation (a home-care office, a private school).
      texts: [submission.companyName, ...ownWords],
    }),
    priority: choosePriority(assessment, themes),
    contradictions: contradictions.points,
    questionedAnswers: contradictions.questions,
    asksForSubsidy:
      themes.some((theme) => theme.id === 'subsidy') || reading.asks.some((ask) => ask.kind === 'programme'),
    askAnswers: [],
    provider,
  };
}

/** Size classes the advice scales by. */
export type SizeClass = 'micro' | 'small' | 'medium' | 'large';

/** The size class of a company-size code (unknown codes count as medium). */
export function sizeClassOf(code: string): SizeClass {
  const classes: Record<CompanySize, SizeClass> = {
    lt10: 'micro',
    '10_29': 'small',
    '30_99': 'medium',
    '100_299': 'medium',
    '300_999': 'large',
    gte1000: 'large',
  };
  return classes[code as CompanySize] ?? 'medium';
}
