import type { Redis } from 'ioredis';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createRateLimiter } from './rate-limiter';

export interface LoginThrottleOptions {
  /** Login attempts one client address may make per window. */
  attemptsPerIp: number;
  /** Failed logins one username may take per window (a success clears them). */
  attemptsPerUsername: number;
  windowSeconds: number;
  /** Shared Redis for every API process (distributed mode); in memory without it. */
  redis?: Redis;
  /** Key prefix in Redis, so separate deployments or test files do not share counters. */
  keyPrefix: string;
}

function limiter(options: LoginThrottleOptions, name: string, points: number): RateLimiterAbstract {
  return createRateLimiter({
    keyPrefix: `${options.keyPrefix}:${name}`,
    points,
    durationSeconds: options.windowSeconds,
    redis: options.redis,
  });
}

/** Limits login attempts per client address and per username (DESIGN §8). */
export function createLoginThrottle(options: LoginThrottleOptions) {
  const byIp = limiter(options, 'ip', options.attemptsPerIp);
  const byUsername = limiter(options, 'username', options.attemptsPerUsername);
  const usernameKey = (username: string) => username.trim().toLowerCase();

  return {
    /** Counts one attempt; returns the seconds to wait when the address or the username is over its limit. */
    async attempt(ip: string, username: string): Promise<{ retryAfterSeconds: number } | null> {
      const results = await Promise.allSettled([byIp.consume(ip), byUsername.consume(usernameKey(username))]);
      const waits = results.map((result) => {
        if (result.status === 'fulfilled') return 0;
        if (result.reason instanceof RateLimiterRes) return result.reason.msBeforeNext;
        throw result.reason;
      });
      const waitMs = Math.max(...waits);
      return waitMs > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : null;
    },

    /** A successful login forgets the username's failed attempts. */
    async succeeded(username: string): Promise<void> {
      await byUsername.delete(usernameKey(username));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
