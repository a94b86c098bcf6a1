import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface LoginThrottleOptions {
  /** Failed logins one username may have from one address before each next attempt waits. */
  freeFailuresPerAccount: number;
  /** Failed logins one address may have, whatever the usernames, before each next attempt waits. */
  freeFailuresPerAddress: number;
  /** The first wait; it doubles with each further failure. */
  baseDelaySeconds: number;
  /** The longest wait between two attempts. */
  maxDelaySeconds: number;
  /** Failures are forgotten once none came for this long. */
  forgetAfterSeconds: number;
  /** Shared Redis for every API process (distributed mode); in memory without it. */
  redis?: Redis;
  /** Key prefix in Redis, so separate deployments or test files do not share counters. */
  keyPrefix: string;
}

interface Rule {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

/** Where failure counts live: each call is atomic for its key. */
interface BackoffStore {
  /** Milliseconds until the key may try again; 0 when it may now. */
  wait(key: string): Promise<number>;
  /**
   * Counts an attempt as a failure in advance (a success clears it) and sets when the next one may
   * come; answers the wait instead, counting nothing, while the key must still wait.
   */
  take(key: string, rule: Rule): Promise<number>;
  /** Starts the key's current wait again from now: a wait runs from the end of a failed attempt. */
  restart(key: string, rule: Rule): Promise<void>;
  clear(key: string): Promise<void>;
}

/** The wait after `failures` failures: none while free, then base, 2×base, 4×base … up to max. */
export function backoffDelayMs(failures: number, rule: Rule): number {
  if (failures <= rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(failures - rule.free - 1, 40));
}

function createMemoryStore(): BackoffStore {
  const entries = new Map<string, { failures: number; until: number; forgetAt: number }>();
  const current = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.forgetAt <= now) entries.delete(key);
    return entry && entry.forgetAt > now ? entry : undefined;
  };
  return {
    async wait(key) {
      const now = Date.now();
      return Math.max(0, (current(key, now)?.until ?? 0) - now);
    },
    async take(key, rule) {
      const now = Date.now();
      const entry = current(key, now) ?? { failures: 0, until: 0, forgetAt: 0 };
      if (entry.until > now) return entry.until - now;
      entry.failures += 1;
      entry.until = now + backoffDelayMs(entry.failures, rule);
      entry.forgetAt = Math.max(entry.until, now) + rule.forgetMs;
      entries.set(key, entry);
      if (entries.size > 50_000) {
        for (const [stale, value] of entries) if (value.forgetAt <= now) entries.delete(stale);
      }
      return 0;
    },
    async restart(key, rule) {
      const now = Date.now();
      const entry = current(key, now);
      if (!entry) return;
      entry.until = now + backoffDelayMs(entry.failures, rule);
      entry.forgetAt = entry.until + rule.forgetMs;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

// The same steps as the memory store, in one script so that API processes sharing Redis cannot
// interleave; Redis's clock, so that their clocks need not agree.
const backoffScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local free, baseMs, maxMs, forgetMs = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local failures
if ARGV[1] == 'restart' then
  failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
  if failures == 0 then return 0 end
else
  local untilMs = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
  if untilMs > now then return untilMs - now end
  if ARGV[1] == 'wait' then return 0 end
  failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
end
local delay = 0
if failures > free then delay = math.min(maxMs, baseMs * 2 ^ math.min(failures - free - 1, 40)) end
delay = math.floor(delay)
redis.call('HSET', KEYS[1], 'until', string.format('%d', now + delay))
redis.call('PEXPIRE', KEYS[1], delay + forgetMs)
return 0
`;

function createRedisStore(redis: Redis): BackoffStore {
  const run = async (mode: 'wait' | 'take' | 'restart', key: string, rule?: Rule) =>
    Number(
      await redis.eval(
        backoffScript,
        1,
        key,
        mode,
        rule?.free ?? 0,
        rule?.baseMs ?? 0,
        rule?.maxMs ?? 0,
        rule?.forgetMs ?? 0,
      ),
    );
  return {
    wait: (key) => run('wait', key),
    take: (key, rule) => run('take', key, rule),
    async restart(key, rule) {
      await run('restart', key, rule);
    },
    async clear(key) {
      await redis.del(key);
    },
  };
}

/** Redis while it answers; meanwhile the process's own memory, so a Redis outage neither blocks nor lifts the throttle. */
function withFallback(primary: BackoffStore, fallback: BackoffStore): BackoffStore {
  const either =
    <Args extends unknown[], Result>(call: (store: BackoffStore, ...args: Args) => Promise<Result>) =>
    (...args: Args) =>
      call(primary, ...args).catch(() => call(fallback, ...args));
  return {
    wait: either((store, key: string) => store.wait(key)),
    take: either((store, key: string, rule: Rule) => store.take(key, rule)),
    restart: either((store, key: string, rule: Rule) => store.restart(key, rule)),
    clear: async (key) => {
      await Promise.allSettled([primary.clear(key), fallback.clear(key)]);
    },
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Login protection without lockout (DESIGN §8): failures are counted per (username, address) and
 * per address, and past a free allowance each next attempt must wait twice as long as the one
 * before, up to a bound. Nothing is counted per username alone, so a wrong-password storm from one
 * address slows that address down and never keeps the operator out from another.
 */
export function createLoginThrottle(options: LoginThrottleOptions) {
  const memory = createMemoryStore();
  const store = options.redis ? withFallback(createRedisStore(options.redis), memory) : memory;
  const shared = {
    baseMs: options.baseDelaySeconds * 1000,
    maxMs: options.maxDelaySeconds * 1000,
    forgetMs: options.forgetAfterSeconds * 1000,
  };
  const accountRule: Rule = { ...shared, free: options.freeFailuresPerAccount };
  const addressRule: Rule = { ...shared, free: options.freeFailuresPerAddress };
  // Hashed: bounded key length, and no username in Redis.
  const accountKey = (address: string, username: string) =>
    `${options.keyPrefix}:account:${digest(`${username.trim().toLowerCase()}\n${address}`)}`;
  const addressKey = (address: string) => `${options.keyPrefix}:address:${digest(address)}`;

  return {
    /**
     * Counts one attempt, as a failure until `succeeded` says otherwise; returns the seconds to
     * wait instead when the address, or this username from it, must still wait.
     */
    async attempt(address: string, username: string): Promise<{ retryAfterSeconds: number } | null> {
      const keys = [accountKey(address, username), addressKey(address)] as const;
      const pending = await Promise.all(keys.map((key) => store.wait(key)));
      let waitMs = Math.max(...pending);
      if (waitMs === 0) {
        const taken = await Promise.all([store.take(keys[0], accountRule), store.take(keys[1], addressRule)]);
        waitMs = Math.max(...taken);
      }
      return waitMs > 0 ? { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : null;
    },

    /** A failed login: the waits it earned run from now, after the (deliberately slow) password check. */
    async failed(address: string, username: string): Promise<void> {
      await Promise.all([
        store.restart(accountKey(address, username), accountRule),
        store.restart(addressKey(address), addressRule),
      ]);
    },

    /** A successful login clears the failures of its username and its address. */
    async succeeded(address: string, username: string): Promise<void> {
      await Promise.all([store.clear(accountKey(address, username)), store.clear(addressKey(address))]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
