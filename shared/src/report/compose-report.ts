import { withTargets } from './roadmap-targets';
import { baselineStandings, withholdStanding, type Benchmark } from '../assessment/baseline-benchmark';
import { blendBenchmark, type PeerAggregates } from '../assessment/blend-benchmark';
import { maturityLevelText } from '../assessment/maturity-levels';
import { scoreAnswers, type Assessment } from '../assessment/score-answers';
import {
  diagnosisResultSchema,
  type DiagnosisResult,
  type ReportScores,
  type SupportReference,
} from '../contract/diagnosis-result';
import type { Database } from '../db/database';
import { createPeerBenchmark } from '../db/repositories/peer-benchmark';
import { createSubmissionStore, type CompletedReport } from '../db/repositories/submission-store';
import type { Submission } from '../db/schema';
import { answeredChoices } from '../questionnaire/answered-choices';
import { benchmarkComparisonText } from './builtin/benchmark-text';
import { createBuiltinWriter, writeBuiltinNarrative } from './builtin-writer';
import { buildCallToAction, defaultOfferTerms, type ProviderSettings } from './call-to-action';
import { buildDecisionBrief } from './decision-brief';
import { answerAsks } from './answer-asks';
import { matchSupport } from './match-support';
import { buildComparison, type PreviousDiagnosis } from './previous-comparison';
import { createBuiltinReader } from './reading/builtin-reader';
import { createModelReader } from './reading/model-reader';
import { readWithFallback } from './reading/read-with-fallback';
import { verifyReading, type Reading, type VisitorTexts } from './reading/reading';
import type { ReadingContext, VisitorReader } from './reading/visitor-reader';
import { createOpenAiWriter } from './openai-writer';
import {
  buildReportFacts,
  defaultProvider,
  visitorTextsOf,
  type ProviderProfile,
  type ReportFacts,
} from './report-facts';
import type { ReportNarrative } from './report-narrative';
import { ReportWriterError, type ReportWriter, type WrittenNarrative } from './report-writer';

/** Turns a stored submission into its report (everything but the elapsed time). */
export type ReportComposer = (submission: Submission) => Promise<Omit<CompletedReport, 'reportMs'>>;

/** Logs the composer writes: a fallback is worth a warning (reason only, never text). */
export interface ReportComposerLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

export interface ReportComposerOptions {
  db: Database;
  /** The OpenAI writer; without an apiKey the built-in writer writes every report. */
  openai?: {
    apiKey?: string;
    baseUrl?: string;
    model: string;
    /** Per-attempt timeout (default defaultOpenAiTimeoutMs). */
    timeoutMs?: number;
    /** Retries of a failed attempt (default defaultOpenAiMaxRetries). */
    maxRetries?: number;
  };
  logger?: ReportComposerLogger;
  /** Who the report names as its author and offers a conversation with (PROVIDER_* variables). */
  provider?: ProviderProfile;
}

/** The variables of the model writer, read the same way by the API (embedded) and the worker. */
export interface OpenAiEnv {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL: string;
  OPENAI_TIMEOUT_MS?: number;
}

/** The variables naming the report's provider and the next step it offers (all optional). */
export interface ProviderEnv {
  PROVIDER_NAME?: string;
  PROVIDER_CONTACT?: string;
  PROVIDER_BOOKING_URL?: string;
  PROVIDER_OFFER_FORMAT?: string;
  PROVIDER_OFFER_MINUTES?: number;
  PROVIDER_OFFER_DELIVERABLE?: string;
  PROVIDER_OFFER_DELIVERED_BY?: string;
}

/** The composer's `provider` option from the environment; unset values keep the defaults. */
export function providerFromEnv(env: ProviderEnv): ProviderSettings {
  return {
    name: env.PROVIDER_NAME ?? defaultProvider.name,
    contact: env.PROVIDER_CONTACT ?? defaultProvider.contact,
    bookingUrl: env.PROVIDER_BOOKING_URL ?? defaultProvider.bookingUrl,
    offer: {
      format: env.PROVIDER_OFFER_FORMAT ?? defaultOfferTerms.format,
      minutes: env.PROVIDER_OFFER_MINUTES ?? defaultOfferTerms.minutes,
      deliverable: env.PROVIDER_OFFER_DELIVERABLE ?? defaultOfferTerms.deliverable,
      deliveredBy: env.PROVIDER_OFFER_DELIVERED_BY ?? defaultOfferTerms.deliveredBy,
    },
  };
}

/** The composer's `openai` option from the environment; without OPENAI_API_KEY the built-in writer runs. */
export function openAiOptionsFromEnv(env: OpenAiEnv): NonNullable<ReportComposerOptions['openai']> {
  return {
    apiKey: env.OPENAI_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
  };
}

/** Puts scores, facts, narrative and the deterministic blocks together; the level text always comes from scoring. */
export function assembleResult(
  facts: ReportFacts,
  narrative: ReportNarrative,
  scores: ReportScores,
  supportProgrammes: SupportReference[],
): DiagnosisResult {
  return diagnosisResultSchema.parse({
    executiveSummary: {
      maturityLevel: maturityLevelText(facts.assessment.level),
      ...narrative.executiveSummary,
    },
    companyProfile: {
      companyName: facts.companyName,
      contactPerson: facts.contactName,
      details: narrative.companyProfile.details,
    },
    answersToAsks: facts.askAnswers.map(({ ask, answer }) => ({ question: ask.evidence.text, answer })),
    issueAnalysis: narrative.issueAnalysis,
    benchmark: {
      comparison: benchmarkComparisonText(facts),
      areaToStrengthen: narrative.benchmark.areaToStrengthen,
    },
    detailedAnalysis: narrative.detailedAnalysis,
    scores,
    roadmap: withTargets(narrative.roadmap, facts, supportProgrammes),
    supportProgrammes,
    pointsToConfirm: facts.contradictions,
    callToAction: buildCallToAction(facts),
    decisionBrief: buildDecisionBrief(facts, narrative.roadmap),
    comparison: facts.comparison,
  });
}

/** The scores block of the result: level, dimensions, readiness, the next rung and the benchmark. */
export function buildScores(assessment: Assessment, benchmark: Benchmark): ReportScores {
  return {
    overall: assessment.overall,
    level: assessment.level,
    levelName: assessment.levelName,
    dimensions: assessment.dimensions,
    readiness: assessment.readiness,
    nextLevel: assessment.nextLevel
      ? {
          level: assessment.nextLevel.level,
          name: assessment.nextLevel.name,
          scoreGap: assessment.nextLevel.scoreGap,
          missing: assessment.nextLevel.missing.map((requirement) => requirement.text),
        }
      : null,
    benchmark,
  };
}

/**
 * Everything the writers need for one submission, given its peers' aggregates (null: none usable),
 * what the reading stage understood of the visitor's words and, for a second diagnosis, the earlier
 * one it follows (its comparison reaches both writers through the facts).
 */
export function prepareReport(
  submission: Submission,
  peers: PeerAggregates | null,
  reading: Reading,
  provider?: ProviderProfile,
  assessment: Assessment = scoreAnswers(submission.answers, submission.questionnaireVersion),
  previous: PreviousDiagnosis | null = null,
): { facts: ReportFacts; scores: ReportScores; support: SupportReference[] } {
  const segment = { industry: submission.industry, companySize: submission.companySize };
  const benchmark = blendBenchmark(baselineStandings(segment, assessment), peers);
  const read = buildReportFacts(submission, assessment, benchmark, reading, provider);
  // Every roadmap invests unless the company plans no investment at all (q9 = A).
  const invests = assessment.answers.find((answer) => answer.id === 'q9')!.letter !== 'A';
  const support = matchSupport(read, invests);
  const answered = { ...read, askAnswers: answerAsks(read, support) };
  // Answers that contradict each other cannot be placed among peers: the page withholds the
  // standing as the text does.
  const shown = answered.contradictions.length > 0 ? withholdStanding(benchmark) : benchmark;
  const scores = buildScores(assessment, shown);
  const facts: ReportFacts = previous
    ? { ...answered, comparison: buildComparison(previous, scores) }
    : answered;
  return { facts, scores, support };
}

const builtinReader = createBuiltinReader();

/** Who wrote the texts, for a reader: industry, size and the chosen letters, never as content. */
function contextOf(submission: Submission): ReadingContext {
  return {
    industry: submission.industry,
    companySize: submission.companySize,
    // The chosen options in words (「AIの活用状況：一部の社員が個人的に試している」); a typed
    // 「その他」 is the visitor's own text, which the reader reads as text, not as context.
    answers: answeredChoices(submission.questionnaireVersion, submission.answers)
      .filter((choice) => choice.letter !== null && choice.letter !== 'E')
      .map((choice) => `${choice.topic}：${choice.answer}`),
  };
}

/**
 * The model's reading when a model is configured, else (or when it fails) the built-in one. The
 * built-in reader always runs first: the sentences it sets aside as instructions never reach the
 * model, and stay set aside whatever the model reads.
 */
async function readWithModel(
  modelReader: VisitorReader | null,
  submission: Submission,
  onFallback: (reason: string) => void,
): Promise<Reading> {
  const texts = visitorTextsOf(submission);
  const builtin = await builtinReader.read(texts, contextOf(submission));
  if (!modelReader) return builtin;
  const cleaned = Object.fromEntries(
    Object.entries(texts).map(([field, text]) => [
      field,
      builtin.setAside
        .filter((item) => item.field === field)
        .reduce((kept, item) => kept.replace(item.text, ''), text)
        .trim(),
    ]),
  ) as VisitorTexts;
  const fallback: VisitorReader = { kind: 'builtin', read: () => Promise.resolve(builtin) };
  const read = await readWithFallback(modelReader, fallback, cleaned, contextOf(submission), onFallback);
  if (read === builtin) return builtin;
  // The numbers the visitor wrote are read the same way whichever reader named the themes.
  return verifyReading(
    { ...read, setAside: [...builtin.setAside, ...read.setAside], figures: builtin.figures },
    texts,
  );
}

/** What the reader understood of a submission's texts. */
export function readSubmission(
  submission: Submission,
  reader: VisitorReader = builtinReader,
): Promise<Reading> {
  return reader.read(visitorTextsOf(submission), contextOf(submission));
}

/** The built-in report for a submission without a database (evaluation, previews): public baseline only. */
export async function writeBuiltinReport(
  submission: Submission,
  provider?: ProviderProfile,
): Promise<DiagnosisResult> {
  const { facts, scores, support } = prepareReport(
    submission,
    null,
    await readSubmission(submission),
    provider,
  );
  return assembleResult(facts, writeBuiltinNarrative(facts, support), scores, support);
}

/**
 * A report from any writer for a submission without a database (evaluation of the model writer):
 * public baseline only; a writer failure is thrown, not replaced by the built-in writer.
 */
export async function writeReportWith(
  writer: ReportWriter,
  submission: Submission,
  provider?: ProviderProfile,
  reader: VisitorReader = builtinReader,
): Promise<DiagnosisResult> {
  const reading = await readWithModel(reader === builtinReader ? null : reader, submission, () => undefined);
  const { facts, scores, support } = prepareReport(submission, null, reading, provider);
  const written = await writer.write(facts, support);
  return assembleResult(facts, written.narrative, scores, support);
}

/**
 * The earlier diagnosis a second one follows, as its report stored it; null for a first diagnosis,
 * and when the earlier report has no scores to compare with (written before scores were stored).
 */
async function previousDiagnosisOf(
  store: Pick<ReturnType<typeof createSubmissionStore>, 'findById'>,
  submission: Submission,
): Promise<PreviousDiagnosis | null> {
  if (!submission.previousSubmissionId) return null;
  const previous = await store.findById(submission.previousSubmissionId);
  if (!previous?.scores || !previous.result) return null;
  return {
    diagnosedAt: previous.completedAt ?? previous.createdAt,
    scores: previous.scores,
    roadmap: previous.result.roadmap,
  };
}

/**
 * The report pipeline of DESIGN §7a: score the answers, benchmark them against distinct peer
 * companies blended with public statistics, write the narrative (OpenAI when configured, falling
 * back to the built-in writer on any failure), validate.
 */
export function createReportComposer(options: ReportComposerOptions): ReportComposer {
  const peers = createPeerBenchmark(options.db);
  const submissions = createSubmissionStore(options.db);
  const builtin = createBuiltinWriter();
  const llm = options.openai?.apiKey
    ? createOpenAiWriter({
        apiKey: options.openai.apiKey,
        baseUrl: options.openai.baseUrl,
        model: options.openai.model,
        timeoutMs: options.openai.timeoutMs,
        maxRetries: options.openai.maxRetries,
      })
    : null;
  const modelReader = options.openai?.apiKey
    ? createModelReader({
        apiKey: options.openai.apiKey,
        baseUrl: options.openai.baseUrl,
        model: options.openai.model,
        timeoutMs: options.openai.timeoutMs,
        maxRetries: options.openai.maxRetries,
      })
    : null;

  return async (submission) => {
    // Scored once: the peer query needs the scores before the report is prepared.
    const assessment = scoreAnswers(submission.answers, submission.questionnaireVersion);
    const standing = await peers.standing({
      industry: submission.industry,
      companySize: submission.companySize,
      submissionId: submission.id,
      overall: assessment.overall,
      dimensions: assessment.dimensions,
    });
    const reading = await readWithModel(modelReader, submission, (reason) =>
      options.logger?.warn(
        { submissionId: submission.id, reason },
        'model reading failed, built-in reader used',
      ),
    );
    const { facts, scores, support } = prepareReport(
      submission,
      standing,
      reading,
      options.provider,
      assessment,
      await previousDiagnosisOf(submissions, submission),
    );

    let writer: CompletedReport['writer'] = 'builtin';
    let written: WrittenNarrative | null = null;
    let modelMs: number | null = null;
    let modelError: string | null = null;
    if (llm) {
      const startedAt = performance.now();
      try {
        written = await llm.write(facts, support);
        writer = 'llm';
      } catch (error) {
        writer = 'fallback';
        const reason = error instanceof ReportWriterError ? error.reason : 'unexpected';
        modelError = reason;
        options.logger?.warn(
          { submissionId: submission.id, reason },
          'model report failed, built-in writer used',
        );
      }
      modelMs = Math.round(performance.now() - startedAt);
    }
    written ??= await builtin.write(facts, support);

    return {
      result: assembleResult(facts, written.narrative, scores, support),
      scores,
      writer,
      model: written.model,
      tokens: written.tokens,
      modelMs,
      modelError,
    };
  };
}
