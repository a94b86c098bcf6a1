import { AppError, type ErrorBody, type ErrorCode } from '@app/shared/contract';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';

const httpStatus: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  bad_request: 400,
  unsupported_media_type: 415,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  link_expired: 404,
  report_not_ready: 409,
  delivery_not_failed: 409,
  conflict: 409,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  report_failed: 500,
  service_unavailable: 503,
  report_timeout: 504,
};

/**
 * Normalises anything thrown into an AppError: zod → validation; body-parser, URL decoding and other
 * client errors (an http-errors 4xx) → their 4xx; anything else → internal.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return new AppError('validation_failed', 'The request has invalid fields.', issues);
  }
  const { type, status, expose } = (error ?? {}) as { type?: unknown; status?: unknown; expose?: unknown };
  if (type === 'entity.too.large' || type === 'parameters.too.many' || status === 413)
    return new AppError('payload_too_large', 'The request body is too large.');
  if (type === 'entity.parse.failed')
    return new AppError('invalid_json', 'The request body is not valid JSON.');
  if (type === 'charset.unsupported' || type === 'encoding.unsupported' || status === 415) {
    return new AppError(
      'unsupported_media_type',
      'Send the body as UTF-8, uncompressed or with gzip, deflate or br.',
    );
  }
  // A broken gzip or br body, a body shorter than its Content-Length, a path like /%zz: the
  // client's mistake, flagged 4xx by body-parser or the router.
  if (typeof status === 'number' && status >= 400 && status < 500 && expose !== false)
    return new AppError('bad_request', 'The request could not be read.');
  return new AppError('internal', 'An unexpected error occurred.');
}

/**
 * The one place that turns errors into HTTP answers:
 * `{ error: { code, message, issues?, reportUrl?, retryAfterSeconds? } }`.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = toAppError(error);
  const status = httpStatus[appError.code];
  if (status >= 500) req.log.error({ err: error }, 'request failed');
  const body: ErrorBody = { error: { code: appError.code, message: appError.message, ...appError.details } };
  if (appError.issues) body.error.issues = appError.issues;
  res.status(status).json(body);
};

/** Unknown /api paths answer JSON 404 instead of the SPA. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError('not_found', 'No such API endpoint.'));
};
