import OpenAI from 'openai';
import type { MaturityLevel } from '../assessment/maturity-levels';
import { buildReportPrompt } from './build-prompt';
import { reportNarrativeJsonSchema, reportNarrativeSchema, type ReportNarrative } from './report-narrative';
import { ReportWriterError, type ReportWriter } from './report-writer';

/** Connection and policy of the OpenAI writer. */
export interface OpenAiWriterOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; undefined means api.openai.com. */
  baseUrl?: string;
  model: string;
  /** Timeout of one HTTP attempt. */
  timeoutMs?: number;
  /** Retries after a timeout, connection error, 408/409/429 or 5xx (the SDK's policy, with backoff). */
  maxRetries?: number;
}

/** Default per-attempt timeout: a full Japanese report from a small model takes 10–40 s. */
export const defaultOpenAiTimeoutMs = 45_000;
/**
 * Default retries. With the default timeout the worst case is about 2 × 45 s plus backoff, which
 * leaves the built-in fallback well inside the API's default REPORT_TIMEOUT_MS of 120 s.
 */
export const defaultOpenAiMaxRetries = 1;
// Slack over the attempts for backoff; a server's long Retry-After cannot stretch the total past it.
const deadlineSlackMs = 3_000;

const fullWidthDigits: Record<string, string> = { '１': '1', '２': '2', '３': '3', '４': '4', '５': '5' };

/**
 * Level digits the narrative mentions outside the allowed set (the scored level and the next one).
 * A model that claims another level (for example after an injected instruction) is not used.
 */
export function unexpectedLevelMentions(narrative: ReportNarrative, level: MaturityLevel): number[] {
  const allowed = new Set([level, level + 1]);
  const mentions = [...JSON.stringify(narrative).matchAll(/(?:レベル|Level|level)\s*([1-5１-５])/g)].map(
    (match) => Number(fullWidthDigits[match[1]!] ?? match[1]),
  );
  return mentions.filter((digit) => !allowed.has(digit));
}

function toWriterError(error: unknown): ReportWriterError {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return new ReportWriterError('timeout', 'model request timed out', { cause: error });
  }
  if (error instanceof OpenAI.RateLimitError) {
    return new ReportWriterError('rate_limited', 'model rate limited after retries', { cause: error });
  }
  if (error instanceof OpenAI.InternalServerError) {
    return new ReportWriterError('server_error', `model server error ${error.status}`, { cause: error });
  }
  if (error instanceof SyntaxError) {
    return new ReportWriterError('invalid_json', 'model response body is not JSON', { cause: error });
  }
  return new ReportWriterError(
    'request_failed',
    error instanceof Error ? error.message : 'model request failed',
    {
      cause: error,
    },
  );
}

/**
 * The OpenAI writer: Chat Completions with a strict JSON-schema output, validated with zod. Any
 * failure is thrown as a ReportWriterError for the composer to fall back on.
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

  return {
    kind: 'llm',
    async write(facts) {
      const startedAt = performance.now();
      let completion: OpenAI.Chat.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: buildReportPrompt(facts),
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'diagnosis_report', strict: true, schema: reportNarrativeJsonSchema },
            },
          },
          { signal: AbortSignal.timeout(timeoutMs * (maxRetries + 1) + deadlineSlackMs) },
        );
      } catch (error) {
        throw toWriterError(error);
      }

      const message = completion.choices[0]?.message;
      if (message?.refusal) throw new ReportWriterError('refused', 'model refused to answer');
      let parsed: unknown;
      try {
        parsed = JSON.parse(message?.content ?? '');
      } catch (error) {
        throw new ReportWriterError('invalid_json', 'model content is not JSON', { cause: error });
      }
      const narrative = reportNarrativeSchema.safeParse(parsed);
      if (!narrative.success) {
        const paths = narrative.error.issues.map((issue) => issue.path.join('.')).slice(0, 5);
        throw new ReportWriterError(
          'schema_mismatch',
          `model output does not match the schema at ${paths.join(', ')}`,
        );
      }
      if (unexpectedLevelMentions(narrative.data, facts.assessment.level).length > 0) {
        throw new ReportWriterError(
          'inconsistent_level',
          'model output claims a maturity level other than the scored one',
        );
      }
      return {
        narrative: narrative.data,
        model: completion.model || options.model,
        tokens: completion.usage?.total_tokens ?? null,
        latencyMs: Math.round(performance.now() - startedAt),
      };
    },
  };
}
