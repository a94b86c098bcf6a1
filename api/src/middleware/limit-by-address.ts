import { AppError } from '@app/shared/contract';
import type { RequestHandler } from 'express';
import { clientAddress } from '../lib/client-address';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** A plain per-address limit for public reads (429 with Retry-After beyond it). */
export function limitByAddress(limiter: RateLimiterAbstract): RequestHandler {
  return async (req, res, next) => {
    try {
      await limiter.consume(clientAddress(req));
      next();
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      res.set('Retry-After', String(seconds));
      next(
        new AppError(
          'rate_limited',
          'Too many requests from this address. Please try again later.',
          undefined,
          {
            retryAfterSeconds: seconds,
          },
        ),
      );
    }
  };
}
