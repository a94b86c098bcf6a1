import { baselineStandings, type Benchmark } from '../assessment/baseline-benchmark';
import { blendBenchmark, type PeerAggregates } from '../assessment/blend-benchmark';
import { companyIdentity } from '../assessment/company-identity';
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
import type { CompletedReport } from '../db/repositories/submission-store';
import type { Submission } from '../db/schema';
import { benchmarkComparisonText } from './builtin/benchmark-text';
import { createBuiltinWriter, writeBuiltinNarrative } from './builtin-writer';
import { buildCallToAction } from './call-to-action';
import { matchSupport } from './match-support';
import { createOpenAiWriter } from './openai-writer';
import { buildReportFacts, defaultProvider, type ProviderProfile, type ReportFacts } from './report-facts';
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

/** The variables naming the report's provider (all optional). */
export interface ProviderEnv {
  PROVIDER_NAME?: string;
  PROVIDER_CONTACT?: string;
  PROVIDER_BOOKING_URL?: string;
}

/** The composer's `provider` option from the environment; unset values keep the defaults. */
export function providerFromEnv(env: ProviderEnv): ProviderProfile {
  return {
    name: env.PROVIDER_NAME ?? defaultProvider.name,
    contact: env.PROVIDER_CONTACT ?? defaultProvider.contact,
    bookingUrl: env.PROVIDER_BOOKING_URL ?? defaultProvider.bookingUrl,
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
    issueAnalysis: narrative.issueAnalysis,
    benchmark: {
      comparison: benchmarkComparisonText(facts),
      areaToStrengthen: narrative.benchmark.areaToStrengthen,
    },
    detailedAnalysis: narrative.detailedAnalysis,
    scores,
    roadmap: narrative.roadmap,
    supportProgrammes,
    pointsToConfirm: facts.contradictions,
    callToAction: buildCallToAction(facts),
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

/** Everything the writers need for one submission, given its peers' aggregates (null: none usable). */
export function prepareReport(
  submission: Submission,
  peers: PeerAggregates | null,
  provider?: ProviderProfile,
): { facts: ReportFacts; scores: ReportScores; support: SupportReference[] } {
  const assessment = scoreAnswers(submission.answers, submission.questionnaireVersion);
  const segment = { industry: submission.industry, companySize: submission.companySize };
  const benchmark = blendBenchmark(baselineStandings(segment, assessment), peers);
  const facts = buildReportFacts(submission, assessment, benchmark, provider);
  // Every roadmap invests unless the company plans no investment at all (q9 = A).
  const invests = assessment.answers.find((answer) => answer.id === 'q9')!.letter !== 'A';
  return { facts, scores: buildScores(assessment, benchmark), support: matchSupport(facts, invests) };
}

/** The built-in report for a submission without a database (evaluation, previews): public baseline only. */
export function writeBuiltinReport(submission: Submission, provider?: ProviderProfile): DiagnosisResult {
  const { facts, scores, support } = prepareReport(submission, null, provider);
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
): Promise<DiagnosisResult> {
  const { facts, scores, support } = prepareReport(submission, null, provider);
  const written = await writer.write(facts, support);
  return assembleResult(facts, written.narrative, scores, support);
}

/**
 * The report pipeline of DESIGN §7a: score the answers, benchmark them against distinct peer
 * companies blended with public statistics, write the narrative (OpenAI when configured, falling
 * back to the built-in writer on any failure), validate.
 */
export function createReportComposer(options: ReportComposerOptions): ReportComposer {
  const peers = createPeerBenchmark(options.db);
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

  return async (submission) => {
    const preliminary = scoreAnswers(submission.answers, submission.questionnaireVersion);
    const identity = companyIdentity(submission.companyName, submission.email);
    const standing = await peers.standing({
      industry: submission.industry,
      companySize: submission.companySize,
      submissionId: submission.id,
      nameKey: identity.nameKey,
      domainKey: identity.domainKey,
      overall: preliminary.overall,
      dimensions: preliminary.dimensions,
    });
    const { facts, scores, support } = prepareReport(submission, standing, options.provider);

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
