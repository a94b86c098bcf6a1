import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findFreePort } from '../testing/disposable-redis';
import { testRedisUrl, uniqueQueuePrefix } from '../testing/test-services';
import { createVisitorEmailAllowance, visitorEmailsPerAddressPerDay } from './visitor-email-allowance';

let redis: Redis;
/** The deployment's keyed-hash secret (COMPANY_KEY_SECRET), the same on every worker. */
const secret = randomBytes(32).toString('base64url');

beforeAll(() => {
  redis = new Redis(testRedisUrl);
});

afterAll(async () => {
  await redis?.quit();
});

/** Asks for `count` new messages to `address`; the answers in order. */
async function takeMany(
  allowance: ReturnType<typeof createVisitorEmailAllowance>,
  address: string,
  count: number,
): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await allowance.take(address, randomUUID()));
  return answers;
}

describe('the daily cap of visitor e-mails per address', () => {
  test('when workers sharing Redis are asked for one address, then only the daily number is allowed, however the address is spelt', async () => {
    const keyPrefix = uniqueQueuePrefix();
    const [first, second] = [
      createVisitorEmailAllowance({ redis, keyPrefix, secret }),
      createVisitorEmailAllowance({ redis, keyPrefix, secret }),
    ];
    const address = `victim.${randomUUID().slice(0, 8)}@example.com`;

    const allowed = [
      await first.take(address, randomUUID()),
      await second.take(address.toUpperCase(), randomUUID()),
      await first.take(address.replace('@', '+campaign@'), randomUUID()),
    ];
    const over = await takeMany(second, address, 2);
    const otherAddress = await first.take(`other.${address}`, randomUUID());

    expect(allowed).toEqual(Array(visitorEmailsPerAddressPerDay).fill(true));
    expect(over).toEqual([false, false]);
    expect(otherAddress).toBe(true);
  });

  test('when the job of an allowed message runs again, then it is still allowed and counted once', async () => {
    const allowance = createVisitorEmailAllowance({ redis, keyPrefix: uniqueQueuePrefix(), secret });
    const address = `retry.${randomUUID().slice(0, 8)}@example.com`;
    const messageId = randomUUID();

    const repeated = [
      await allowance.take(address, messageId),
      await allowance.take(address, messageId),
      await allowance.take(address, messageId),
    ];
    const others = await takeMany(allowance, address, visitorEmailsPerAddressPerDay);

    expect(repeated).toEqual([true, true, true]);
    expect(others).toEqual([...Array(visitorEmailsPerAddressPerDay - 1).fill(true), false]);
  });

  test('when the counts are in Redis, then no key or value holds the address, and each key expires within about a day', async () => {
    const keyPrefix = uniqueQueuePrefix();
    const allowance = createVisitorEmailAllowance({ redis, keyPrefix, secret });
    const local = `secret.${randomUUID().slice(0, 8)}`;

    await allowance.take(`${local}@example.com`, randomUUID());

    const keys = await redis.keys(`${keyPrefix}:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(local);
    expect(keys[0]).not.toContain('example.com');
    expect((await redis.smembers(keys[0]!)).join()).not.toContain(local);
    const ttlMs = await redis.pttl(keys[0]!);
    expect(ttlMs).toBeGreaterThan(60 * 60 * 1000);
    expect(ttlMs).toBeLessThanOrEqual(25 * 60 * 60 * 1000);
  });

  test('when the counts are in Redis, then the key holds a keyed hash of the mailbox, not its plain SHA-256, and another secret gives another key', async () => {
    const keyPrefix = uniqueQueuePrefix();
    const address = `guessable.${randomUUID().slice(0, 8)}@example.com`;

    await createVisitorEmailAllowance({ redis, keyPrefix, secret }).take(address, randomUUID());
    await createVisitorEmailAllowance({ redis, keyPrefix, secret: `${secret}-other` }).take(
      address,
      randomUUID(),
    );

    const digests = (await redis.keys(`${keyPrefix}:*`)).map((key) => key.split(':').at(-1));
    // What one could compute from a guessed address without the secret.
    const unkeyed = [address, `visitor-email\n${address}`].flatMap((text) =>
      (['base64url', 'hex', 'base64'] as const).map((encoding) =>
        createHash('sha256').update(text).digest(encoding),
      ),
    );
    expect(new Set(digests).size).toBe(2);
    for (const digest of digests) expect(unkeyed).not.toContain(digest);
  });

  test('when Redis does not answer, then the cap is still kept, in memory', async () => {
    // Nothing listens on this port; without an offline queue every command fails at once.
    const unreachable = new Redis(await findFreePort(), '127.0.0.1', {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    unreachable.on('error', () => {});
    const allowance = createVisitorEmailAllowance({
      redis: unreachable,
      keyPrefix: uniqueQueuePrefix(),
      secret,
    });

    const answers = await takeMany(allowance, 'down@example.com', visitorEmailsPerAddressPerDay + 1);

    expect(answers).toEqual([...Array(visitorEmailsPerAddressPerDay).fill(true), false]);
    unreachable.disconnect();
  });

  test('when there is no Redis (embedded mode), then the process counts the same cap in memory', async () => {
    const allowance = createVisitorEmailAllowance({ keyPrefix: 'embedded', secret });

    const answers = await takeMany(allowance, 'solo@example.com', visitorEmailsPerAddressPerDay + 1);

    expect(answers).toEqual([...Array(visitorEmailsPerAddressPerDay).fill(true), false]);
  });
});
