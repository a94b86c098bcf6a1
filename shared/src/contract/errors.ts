/** Every error the API can answer with; the HTTP status of each lives in the API's error handler. */
export const errorCodes = [
  'validation_failed',
  'invalid_json',
  /** A request HTTP cannot read: a malformed URL, a broken compressed body, a wrong length. */
  'bad_request',
  'payload_too_large',
  /** A body in a charset or content encoding the API does not read (JSON is UTF-8). */
  'unsupported_media_type',
  'unauthorized',
  /** A signed-in operator whose role does not allow the request (a `member` deleting or exporting all). */
  'forbidden',
  'not_found',
  'link_expired',
  'report_not_ready',
  /** A resend of a delivery that is not failed (pending or sent). */
  'delivery_not_failed',
  /** A change made on a stale version of a record (another operator saved the lead meanwhile). */
  'conflict',
  'idempotency_key_reused',
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

/** What an error answer may carry beyond its code and message, for the visitor to act on. */
export interface ErrorDetails {
  /** The private report link of a stored submission whose report is not there yet (504, 500, 503). */
  reportUrl?: string;
  /** Seconds until a rate-limited request may be sent again (also in the Retry-After header). */
  retryAfterSeconds?: number;
}

/** Body of every error response: `{ error: { code, message, issues?, reportUrl?, retryAfterSeconds? } }`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: ValidationIssue[] } & ErrorDetails;
}

/** An expected failure that services throw; the API maps its code to an HTTP status. */
export class AppError extends Error {
  /** Answered to the client; not enumerable, so a logged error never carries a report link. */
  declare readonly details?: ErrorDetails;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ValidationIssue[],
    details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
    Object.defineProperty(this, 'details', { value: details, enumerable: false });
  }
}
