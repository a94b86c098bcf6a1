import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimiterOptions {
  points: number;
  durationSeconds: number;
  /** Key prefix in Redis, so deployments or test files sharing a Redis keep their counters apart. */
  keyPrefix: string;
  /** Shared by every API process in distributed mode; counters stay in memory without it. */
  redis?: Redis;
}

/** A fixed-window limiter in Redis (distributed) or memory (embedded). */
export function createRateLimiter(options: RateLimiterOptions): RateLimiterAbstract {
  const settings = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  };
  if (!options.redis) return new RateLimiterMemory(settings);
  return new RateLimiterRedis({
    ...settings,
    storeClient: options.redis,
    rejectIfRedisNotReady: true,
    // A Redis outage must neither block visitors nor lift the limit: count in memory meanwhile.
    insuranceLimiter: new RateLimiterMemory(settings),
  });
}
