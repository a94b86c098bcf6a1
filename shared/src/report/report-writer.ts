import type { SupportReference } from '../contract/diagnosis-result';
import type { ReportFacts } from './report-facts';
import type { ReportNarrative } from './report-narrative';

/** What a writer returns: the narrative and, for a model, what it cost. */
export interface WrittenNarrative {
  narrative: ReportNarrative;
  model: string | null;
  tokens: number | null;
  latencyMs: number;
}

/** Writes the narrative fields of a report from the facts (OpenAI or built-in). */
export interface ReportWriter {
  readonly kind: 'llm' | 'builtin';
  /** `support` is the programme list matched from the dated table, which a writer may only refer to. */
  write(facts: ReportFacts, support: readonly SupportReference[]): Promise<WrittenNarrative>;
}

/** Why a model's answer was not used; the composer then falls back to the built-in writer. */
export type WriterFailureReason =
  | 'timeout'
  | 'rate_limited'
  | 'server_error'
  | 'request_failed'
  | 'refused'
  | 'invalid_json'
  | 'schema_mismatch'
  | 'inconsistent_level'
  /** The narrative carries a link that is not in the knowledge pack. */
  | 'unapproved_link'
  /** An e-mail address or phone number that neither the knowledge pack nor the visitor gave. */
  | 'unknown_contact'
  /** A percentage or an amount of money that neither the knowledge pack nor the visitor gave. */
  | 'unsupported_figure'
  /** A support programme name that neither the knowledge pack nor the visitor gave. */
  | 'unknown_programme'
  /** The parts disagree on the first piece of work (summary vs the roadmap's first phase) and cannot be mended. */
  | 'inconsistent_parts';

/** A writer failure with a reason safe to log (no prompt, no answer text). */
export class ReportWriterError extends Error {
  override name = 'ReportWriterError';
  constructor(
    readonly reason: WriterFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
