import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { backoffDelayMs, createLoginThrottle } from './login-throttle';

const rule = { free: 5, baseMs: 1000, maxMs: 15 * 60 * 1000, forgetMs: 60 * 60 * 1000 };

describe('backoffDelayMs', () => {
  test('when failures are within the free allowance, then there is no wait; beyond it the wait doubles up to the bound', () => {
    const waits = Array.from({ length: 20 }, (_, index) => backoffDelayMs(index + 1, rule) / 1000);

    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(5, 11)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(waits.at(-1)).toBe(900);
    expect(backoffDelayMs(10_000, rule)).toBe(rule.maxMs);
  });
});

describe('createLoginThrottle (in memory)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const throttle = () =>
    createLoginThrottle({
      freeFailuresPerAccount: 5,
      freeFailuresPerAddress: 20,
      baseDelaySeconds: 1,
      maxDelaySeconds: 900,
      forgetAfterSeconds: 3600,
      keyPrefix: 'test',
    });

  test('when one address fails past its allowance, then it waits and another address does not', async () => {
    const logins = throttle();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await logins.attempt('198.51.100.1', 'ops')).toBeNull();
      await logins.failed('198.51.100.1', 'ops');
    }

    expect(await logins.attempt('198.51.100.1', 'ops')).toEqual({ retryAfterSeconds: 1 });
    expect(await logins.attempt('198.51.100.1', 'OPS ')).toEqual({ retryAfterSeconds: 1 });
    expect(await logins.attempt('198.51.100.2', 'ops')).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(await logins.attempt('198.51.100.1', 'ops')).toBeNull();
    await logins.failed('198.51.100.1', 'ops');
    expect(await logins.attempt('198.51.100.1', 'ops')).toEqual({ retryAfterSeconds: 2 });
  });

  test('when a login succeeds or an hour passes without failure, then the failures are forgotten', async () => {
    const logins = throttle();
    for (let attempt = 1; attempt <= 6; attempt += 1) await logins.attempt('198.51.100.1', 'ops');
    vi.advanceTimersByTime(1000);
    await logins.attempt('198.51.100.1', 'ops');
    await logins.succeeded('198.51.100.1', 'ops');
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect(await logins.attempt('198.51.100.1', 'ops')).toBeNull();
    }

    vi.advanceTimersByTime(61 * 60 * 1000);

    expect(await logins.attempt('198.51.100.1', 'ops')).toBeNull();
  });
});
