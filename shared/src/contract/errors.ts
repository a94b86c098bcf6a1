/** Every error the API can answer with; the HTTP status of each lives in the API's error handler. */
export const errorCodes = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unauthorized',
  'not_found',
  'rate_limited',
  'service_unavailable',
  'report_failed',
  'report_timeout',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface ValidationIssue {
  /** Dotted path of the invalid field, e.g. `userInfo.email`. */
  path: string;
  message: string;
}

/** Body of every error response: `{ error: { code, message, issues? } }`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: ValidationIssue[] };
}

/** An expected failure that services throw; the API maps its code to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}
