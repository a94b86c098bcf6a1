import type { WriterFailureReason } from '../report-writer';

/** Why the model reader gave no reading; the caller then reads with the built-in reader. */
export type ReadingFailureReason = Extract<
  WriterFailureReason,
  | 'timeout'
  | 'rate_limited'
  | 'server_error'
  | 'request_failed'
  | 'refused'
  | 'invalid_json'
  | 'schema_mismatch'
>;

/** A reader failure with a reason safe to log (no prompt, no visitor text). */
export class ReadingError extends Error {
  override name = 'ReadingError';
  constructor(
    readonly reason: ReadingFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
