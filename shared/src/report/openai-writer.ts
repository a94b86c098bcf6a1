import OpenAI from 'openai';
import { buildReportPrompt, partRequest, visitorWordsOf } from './build-prompt';
import { buildKnowledgePack } from './knowledge-pack';
import {
  mergeParts,
  narrativeParts,
  partSchemaName,
  pickPaths,
  wholeNarrative,
  type NarrativePart,
} from './narrative-parts';
import { focusOf } from './builtin/report-focus';
import { alignFirstAction, guardNarrative } from './report-guards';
import { reportNarrativeSchema } from './report-narrative';
import { ReportWriterError, type ReportWriter, type WriterFailureReason } from './report-writer';

/** Connection and policy of the OpenAI writer. */
export interface OpenAiWriterOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; undefined means api.openai.com. */
  baseUrl?: string;
  model: string;
  /** Timeout of one HTTP attempt (each part's request has its own). */
  timeoutMs?: number;
  /** Retries after a timeout, connection error, 408/409/429 or 5xx (the SDK's policy, with backoff), per part. */
  maxRetries?: number;
  /**
   * false: the whole narrative in one call, for a server whose rate limit cannot take the parallel
   * calls, and for comparison in scripts/bench/model-latency.ts. Default true.
   */
  split?: boolean;
}

/**
 * Default per-attempt timeout (the api and worker default OPENAI_TIMEOUT_MS to the same). A part is
 * at most about 800 output tokens, 13 s at 60 tokens/s, so this is a generous margin.
 */
export const defaultOpenAiTimeoutMs = 45_000;
/**
 * Default retries. With the default timeout the worst case is about 2 × 45 s plus backoff, which
 * leaves the built-in fallback well inside the API's default REPORT_TIMEOUT_MS of 120 s.
 */
export const defaultOpenAiMaxRetries = 1;
/**
 * Sampling temperature, set rather than left to the server: low enough that the parts keep to the
 * knowledge pack and agree with each other, high enough that reports do not read alike.
 */
export const reportTemperature = 0.4;
// Slack over the attempts for backoff; a server's long Retry-After cannot stretch the total past it.
const deadlineSlackMs = 3_000;

/** Why a model request failed, from what the SDK threw (timeout, rate limit, 5xx, a body that is not JSON, …). */
export type ModelCallFailureReason = Extract<
  WriterFailureReason,
  'timeout' | 'rate_limited' | 'server_error' | 'invalid_json' | 'request_failed'
>;

/** The reason and a loggable message (no prompt, no answer text) of an error thrown by an SDK request. */
export function modelCallFailure(error: unknown): { reason: ModelCallFailureReason; message: string } {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return { reason: 'timeout', message: 'model request timed out' };
  }
  if (error instanceof OpenAI.RateLimitError) {
    return { reason: 'rate_limited', message: 'model rate limited after retries' };
  }
  if (error instanceof OpenAI.InternalServerError) {
    return { reason: 'server_error', message: `model server error ${error.status}` };
  }
  if (error instanceof SyntaxError) {
    return { reason: 'invalid_json', message: 'model response body is not JSON' };
  }
  return {
    reason: 'request_failed',
    message: error instanceof Error ? error.message : 'model request failed',
  };
}

function toWriterError(error: unknown): ReportWriterError {
  if (error instanceof ReportWriterError) return error;
  const { reason, message } = modelCallFailure(error);
  return new ReportWriterError(reason, message, { cause: error });
}

/** One part's answer, cut down to the part's own keys. */
interface WrittenPart {
  value: Record<string, unknown>;
  model: string;
  tokens: number | null;
}

/**
 * The OpenAI writer: the narrative in parallel Chat Completions calls (one per part of
 * narrative-parts.ts) that share one prompt of rules, knowledge pack and quoted visitor text, each
 * with a strict JSON-schema output of its part. The parts are merged, validated with zod, made to
 * agree on the first piece of work, and guarded (level, links, figures, programme names). Any
 * failure is thrown as a ReportWriterError for the composer to fall back on; the first failing part
 * cancels the others.
 */
export function createOpenAiWriter(options: OpenAiWriterOptions): ReportWriter {
  const timeoutMs = options.timeoutMs ?? defaultOpenAiTimeoutMs;
  const maxRetries = options.maxRetries ?? defaultOpenAiMaxRetries;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    timeout: timeoutMs,
    maxRetries,
  });
  const parts = options.split === false ? [wholeNarrative] : narrativeParts;

  async function writePart(
    prompt: OpenAI.Chat.ChatCompletionMessageParam[],
    part: NarrativePart,
    signal: AbortSignal,
  ): Promise<WrittenPart> {
    let completion: OpenAI.Chat.ChatCompletion;
    try {
      completion = await client.chat.completions.create(
        {
          model: options.model,
          temperature: reportTemperature,
          messages: [...prompt, partRequest(part)],
          response_format: {
            type: 'json_schema',
            json_schema: { name: partSchemaName(part), strict: true, schema: part.schema },
          },
        },
        { signal },
      );
    } catch (error) {
      throw toWriterError(error);
    }
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new ReportWriterError('refused', `model refused to write part ${part.name}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(message?.content ?? '');
    } catch (error) {
      throw new ReportWriterError('invalid_json', `model content of part ${part.name} is not JSON`, {
        cause: error,
      });
    }
    return {
      value: pickPaths(parsed, part.paths),
      model: completion.model || options.model,
      tokens: completion.usage?.total_tokens ?? null,
    };
  }

  return {
    kind: 'llm',
    async write(facts, support) {
      const startedAt = performance.now();
      const pack = buildKnowledgePack(facts, support);
      const prompt = buildReportPrompt(facts, pack);
      // One deadline for the whole report; the first failing part also stops the others.
      const cancel = new AbortController();
      const signal = AbortSignal.any([
        cancel.signal,
        AbortSignal.timeout(timeoutMs * (maxRetries + 1) + deadlineSlackMs),
      ]);
      const written = await Promise.all(
        parts.map((part) =>
          writePart(prompt, part, signal).catch((error: unknown) => {
            cancel.abort();
            throw error;
          }),
        ),
      );

      const narrative = reportNarrativeSchema.safeParse(mergeParts(written.map((part) => part.value)));
      if (!narrative.success) {
        const paths = narrative.error.issues.map((issue) => issue.path.join('.')).slice(0, 5);
        throw new ReportWriterError(
          'schema_mismatch',
          `model output does not match the schema at ${paths.join(', ')}`,
        );
      }
      // The parts were written apart: the summary's first action must name the roadmap's first work.
      const aligned = alignFirstAction(narrative.data, {
        leadWork: [
          ...(facts.leadTheme ? [facts.leadTheme.label, facts.leadTheme.shortLabel ?? ''] : []),
          focusOf(facts),
        ],
      });
      guardNarrative(aligned, {
        level: facts.assessment.level,
        visitor: visitorWordsOf(facts),
        allowedLinks: pack.links,
        knowledge: pack.text,
      });
      const tokens = written.map((part) => part.tokens);
      return {
        narrative: aligned,
        model: written[0]!.model,
        tokens: tokens.every((count) => count === null)
          ? null
          : tokens.reduce<number>((sum, count) => sum + (count ?? 0), 0),
        latencyMs: Math.round(performance.now() - startedAt),
      };
    },
  };
}
