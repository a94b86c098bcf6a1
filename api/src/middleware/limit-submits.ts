import { AppError } from '@app/shared/contract';
import type { RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Each submit costs a model call: a client address may send only so many per window (429 + Retry-After). */
export function limitSubmits(limiter: RateLimiterAbstract): RequestHandler {
  return async (req, res, next) => {
    try {
      await limiter.consume(req.ip ?? 'unknown');
      next();
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      res.set('Retry-After', String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))));
      next(new AppError('rate_limited', 'Too many diagnoses from this address. Please try again later.'));
    }
  };
}
