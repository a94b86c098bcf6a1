import { DeliveryFailure } from '@app/shared/delivery';
import { describe, expect, test } from 'vitest';
import { createInProcessDeliveryQueue } from './in-process-delivery-queue';

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('in-process delivery runner', () => {
  test('when an attempt fails, then it is retried with a doubling wait until it succeeds', async () => {
    const attempts: { number: number; at: number }[] = [];
    const queue = createInProcessDeliveryQueue({
      process: async (_job, attempt) => {
        attempts.push({ number: attempt.number, at: Date.now() });
        if (attempt.number < 3) throw new DeliveryFailure('webhook_http_500');
      },
      concurrency: 2,
      attempts: 5,
      backoffMs: 40,
    });

    await queue.enqueue(['m1']);
    await until(() => attempts.length === 3);
    await queue.close();

    expect(attempts.map((attempt) => attempt.number)).toEqual([1, 2, 3]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(35);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(75);
  });

  test('when a failure is permanent or the last attempt fails, then the message is given up', async () => {
    const failures: [string, boolean][] = [];
    const runs: string[] = [];
    const queue = createInProcessDeliveryQueue({
      process: async ({ messageId }) => {
        runs.push(messageId);
        throw new DeliveryFailure(messageId === 'gone' ? 'webhook_http_410' : 'smtp_temporary_451', {
          permanent: messageId === 'gone',
        });
      },
      onAttemptFailed: (messageId, _error, final) => failures.push([messageId, final]),
      concurrency: 2,
      attempts: 2,
      backoffMs: 1,
    });

    await queue.enqueue(['gone', 'busy']);
    await until(() => failures.length === 3);
    await queue.close();

    expect(runs.sort()).toEqual(['busy', 'busy', 'gone']);
    expect(failures).toContainEqual(['gone', true]);
    expect(failures.filter(([id]) => id === 'busy')).toEqual([
      ['busy', false],
      ['busy', true],
    ]);
  });

  test('when a message is queued again while it runs, then it runs once, and at most `concurrency` run at once', async () => {
    let running = 0;
    let peak = 0;
    const runs: string[] = [];
    const queue = createInProcessDeliveryQueue({
      process: async ({ messageId }) => {
        runs.push(messageId);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
      },
      concurrency: 2,
      attempts: 1,
      backoffMs: 1,
    });

    await queue.enqueue(['a', 'b', 'c', 'd']);
    await queue.enqueue(['a', 'b']);
    await until(() => runs.length === 4 && running === 0);
    await queue.close();

    expect(runs.sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(peak).toBe(2);
  });

  test('when closed during a retry wait, then it stops at once and takes no more messages', async () => {
    let calls = 0;
    const queue = createInProcessDeliveryQueue({
      process: async () => {
        calls += 1;
        throw new DeliveryFailure('webhook_timeout');
      },
      concurrency: 1,
      attempts: 3,
      backoffMs: 60_000,
    });
    await queue.enqueue(['m1']);
    await until(() => calls === 1);

    const startedAt = Date.now();
    await queue.close();

    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(calls).toBe(1);
    await expect(queue.enqueue(['m2'])).rejects.toThrow('closed');
  });
});
