import { PermanentJobError } from './permanent-job-error';

/**
 * Why a report job failed, as kept in the job record (BullMQ's failed reason, visible in Redis and
 * Bull Board) and on the submission. A closed set of words: the error itself may quote the report
 * or the contact data it was storing, and goes to the (redacting) log only.
 */
export type ReportJobFailureReason =
  /** The job names no valid submission: retrying cannot help. */
  | 'report_job_invalid'
  /** The database failed while the submission was read or the report stored. */
  | 'report_store_failed'
  /** Anything else while the report was composed. */
  | 'report_compose_failed';

const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

function isDatabaseError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { name, code, severity, message, cause } = error as Record<string, unknown>;
  if (name === 'DrizzleQueryError' || error.constructor?.name === 'DrizzleQueryError') return true;
  // PostgreSQL (pg and PGlite): a severity and a five-character SQLSTATE.
  if (typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
  if (typeof code === 'string' && connectionErrorCodes.has(code)) return true;
  if (
    typeof message === 'string' &&
    /^Connection terminated|timeout exceeded when trying to connect/.test(message)
  )
    return true;
  return isDatabaseError(cause, depth + 1);
}

/** The generic reason recorded for a failed report job attempt. */
export function reportJobFailureReason(error: unknown): ReportJobFailureReason {
  if (error instanceof PermanentJobError) return 'report_job_invalid';
  return isDatabaseError(error) ? 'report_store_failed' : 'report_compose_failed';
}
