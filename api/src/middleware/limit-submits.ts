import { AppError } from '@app/shared/contract';
import type { RequestHandler } from 'express';
import { clientAddress } from '../lib/client-address';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface SubmitLimiters {
  /** Submits one client address may make per window (an office behind one address shares it). */
  perAddress: RateLimiterAbstract;
  /** Submits all addresses together may make per window: a safety budget for the model's cost. */
  global: RateLimiterAbstract;
}

const globalKey = 'all';

function retryAfterSeconds(rejection: RateLimiterRes): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}

function rateLimited(res: Parameters<RequestHandler>[1], rejection: RateLimiterRes, message: string) {
  const seconds = retryAfterSeconds(rejection);
  res.set('Retry-After', String(seconds));
  return new AppError('rate_limited', message, undefined, { retryAfterSeconds: seconds });
}

/**
 * Each submit costs a model call. Mounted after the body has been validated, so only valid
 * submits count: a client address may send so many per window, and all of them together so many
 * (429 with Retry-After, in seconds, as a header and in the body).
 */
export function limitSubmits(limiters: SubmitLimiters): RequestHandler {
  return async (req, res, next) => {
    const address = clientAddress(req);
    try {
      await limiters.perAddress.consume(address);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      next(rateLimited(res, error, 'Too many diagnoses from this address. Please try again later.'));
      return;
    }
    try {
      await limiters.global.consume(globalKey);
    } catch (error) {
      // The address did not get its submit: give its point back.
      await limiters.perAddress.reward(address).catch(() => {});
      if (!(error instanceof RateLimiterRes)) throw error;
      next(rateLimited(res, error, 'The service is receiving too many diagnoses. Please try again later.'));
      return;
    }
    next();
  };
}
