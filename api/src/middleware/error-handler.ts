import { AppError, type ErrorBody, type ErrorCode } from '@app/shared/contract';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';

const httpStatus: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  unauthorized: 401,
  not_found: 404,
  link_expired: 404,
  report_not_ready: 409,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  report_failed: 500,
  service_unavailable: 503,
  report_timeout: 504,
};

/** Normalises anything thrown into an AppError: zod → validation, body-parser → JSON/size, else internal. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return new AppError('validation_failed', 'The request has invalid fields.', issues);
  }
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'entity.too.large') return new AppError('payload_too_large', 'The request body is too large.');
  if (type === 'entity.parse.failed')
    return new AppError('invalid_json', 'The request body is not valid JSON.');
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
