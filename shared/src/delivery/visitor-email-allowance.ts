import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { tokyoDayOf } from '../contract/tokyo-day';

/**
 * Report e-mails one address gets per Tokyo day. The form takes any address, so without a cap it
 * could make the operator's domain mail one inbox over and over; a visitor who submits more
 * often still sees each report on screen.
 */
export const visitorEmailsPerAddressPerDay = 3;

/** How many report e-mails each recipient address may still get today. */
export interface VisitorEmailAllowance {
  /**
   * True when the message may go to `address`: the address has had fewer than the daily number
   * today, or this very message was allowed before (a retried or repeated job counts once).
   */
  take(address: string, messageId: string): Promise<boolean>;
}

const hourMs = 60 * 60 * 1000;
const tokyoOffsetMs = 9 * hourMs;

/** Milliseconds until the Tokyo day of `now` is over, plus an hour for clocks that disagree. */
function untilTomorrowInTokyo(now: number): number {
  const dayMs = 24 * hourMs;
  const startOfTomorrow = Math.floor((now + tokyoOffsetMs) / dayMs + 1) * dayMs - tokyoOffsetMs;
  return startOfTomorrow - now + hourMs;
}

/**
 * The mailbox an address reaches, hashed: case folded and a `+tag` dropped (most providers deliver
 * `taro+1@` to `taro@`), so that neither spelling opens a new allowance. Only the hash is kept,
 * in memory or as part of a Redis key, never the address. Keyed (HMAC) under `secret`, so that a
 * key read from Redis cannot be matched against guessed addresses; the label keeps it apart from
 * the company keys made under the same secret.
 */
function mailboxDigest(address: string, secret: string): string {
  const [local = '', domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const mailbox = `${local.split('+')[0]}@${domain}`;
  return createHmac('sha256', secret).update(`visitor-email\n${mailbox}`).digest('base64url');
}

interface AllowanceStore {
  take(key: string, messageId: string, limit: number, ttlMs: number): Promise<boolean>;
}

function createMemoryStore(): AllowanceStore {
  const sent = new Map<string, { messageIds: Set<string>; expiresAt: number }>();
  return {
    async take(key, messageId, limit, ttlMs) {
      const now = Date.now();
      for (const [stale, entry] of sent) if (entry.expiresAt <= now) sent.delete(stale);
      const entry = sent.get(key) ?? { messageIds: new Set<string>(), expiresAt: now + ttlMs };
      if (entry.messageIds.has(messageId)) return true;
      if (entry.messageIds.size >= limit) return false;
      entry.messageIds.add(messageId);
      sent.set(key, entry);
      return true;
    },
  };
}

// The same steps as the memory store, in one script so that workers sharing Redis cannot
// interleave between the count and the add.
const takeScript = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;

function createRedisStore(redis: Redis): AllowanceStore {
  return {
    async take(key, messageId, limit, ttlMs) {
      return Number(await redis.eval(takeScript, 1, key, messageId, limit, ttlMs)) === 1;
    },
  };
}

/**
 * The per-address daily cap of the visitor's report e-mail: counted in Redis, shared by every
 * worker (distributed mode), or in this process's memory (embedded mode, or while Redis does not
 * answer, so that an outage neither stops the e-mails nor lifts the cap).
 */
export function createVisitorEmailAllowance(options: {
  /** Shared by every worker; counts stay in memory without it. */
  redis?: Redis;
  /** Key prefix in Redis (the deployment's queue prefix), so deployments sharing a Redis stay apart. */
  keyPrefix: string;
  /**
   * Key of the mailbox hashes: the company keys' secret (COMPANY_KEY_SECRET, or the one generated
   * under DATA_DIR), the same on every worker so that they count one cap per address.
   */
  secret: string;
  perDay?: number;
}): VisitorEmailAllowance {
  const memory = createMemoryStore();
  const shared = options.redis ? createRedisStore(options.redis) : undefined;
  const limit = options.perDay ?? visitorEmailsPerAddressPerDay;
  return {
    async take(address, messageId) {
      const now = Date.now();
      const digest = mailboxDigest(address, options.secret);
      const key = `${options.keyPrefix}:visitor-email:${tokyoDayOf(new Date(now))}:${digest}`;
      const ttlMs = untilTomorrowInTokyo(now);
      if (!shared) return memory.take(key, messageId, limit, ttlMs);
      return shared.take(key, messageId, limit, ttlMs).catch(() => memory.take(key, messageId, limit, ttlMs));
    },
  };
}
