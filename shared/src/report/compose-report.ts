import { baselineBenchmark } from '../assessment/baseline-benchmark';
import { maturityLevelText } from '../assessment/maturity-levels';
import { scoreAnswers } from '../assessment/score-answers';
import { diagnosisResultSchema, type DiagnosisResult, type ReportScores } from '../contract/diagnosis-result';
import type { Database } from '../db/database';
import { benchmarkAgainstPeers, createPeerBenchmark } from '../db/repositories/peer-benchmark';
import type { CompletedReport } from '../db/repositories/submission-store';
import type { Submission } from '../db/schema';
import { createBuiltinWriter } from './builtin-writer';
import { createOpenAiWriter } from './openai-writer';
import { benchmarkComparisonText, buildReportFacts, type ReportFacts } from './report-facts';
import type { ReportNarrative } from './report-narrative';
import { ReportWriterError, type WrittenNarrative } from './report-writer';

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
}

/** The variables of the model writer, read the same way by the API (embedded) and the worker. */
export interface OpenAiEnv {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_MODEL: string;
  OPENAI_TIMEOUT_MS?: number;
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

/** Puts scores, facts and narrative together; the level text always comes from scoring. */
export function assembleResult(
  facts: ReportFacts,
  narrative: ReportNarrative,
  scores: ReportScores,
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
  });
}

/**
 * The report pipeline of DESIGN §7: score the answers, benchmark them in the database, write the
 * narrative (OpenAI when configured, falling back to the built-in writer on any failure), validate.
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
    const assessment = scoreAnswers(submission.answers);
    const segment = { industry: submission.industry, companySize: submission.companySize };
    const benchmark = await benchmarkAgainstPeers(
      peers,
      {
        ...segment,
        submissionId: submission.id,
        overall: assessment.overall,
        dimensions: assessment.dimensions,
      },
      () => baselineBenchmark(segment, assessment),
    );
    const scores: ReportScores = {
      overall: assessment.overall,
      level: assessment.level,
      levelName: assessment.levelName,
      dimensions: assessment.dimensions,
      benchmark,
    };
    const facts = buildReportFacts(submission, assessment, benchmark);

    let writer: CompletedReport['writer'] = 'builtin';
    let written: WrittenNarrative | null = null;
    let modelMs: number | null = null;
    let modelError: string | null = null;
    if (llm) {
      const startedAt = performance.now();
      try {
        written = await llm.write(facts);
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
    written ??= await builtin.write(facts);

    return {
      result: assembleResult(facts, written.narrative, scores),
      scores,
      writer,
      model: written.model,
      tokens: written.tokens,
      modelMs,
      modelError,
    };
  };
}
