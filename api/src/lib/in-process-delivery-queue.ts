import { setTimeout as sleep } from 'node:timers/promises';
import { isPermanentDeliveryError, type DeliveryAttempt, type DeliveryQueue } from '@app/shared/delivery';

export interface InProcessDeliveryQueueOptions {
  /** The delivery job itself, the same one BullMQ workers run. */
  process: (jobData: { messageId: string }, attempt: DeliveryAttempt) => Promise<unknown>;
  /** Told of every failed attempt (the processor has recorded it already). */
  onAttemptFailed?: (messageId: string, error: unknown, final: boolean) => void;
  concurrency: number;
  attempts: number;
  /** Wait after the first failed attempt, doubled after each further one. */
  backoffMs: number;
}

/**
 * Embedded mode: sends outbox messages in this process, at most `concurrency` at once, with the
 * BullMQ queue's attempts and exponential backoff. A message is run once at a time (the message
 * id plays the job id). Closing cancels the waits between attempts; those messages stay pending
 * and the sweep of the next start sends them.
 */
export function createInProcessDeliveryQueue(options: InProcessDeliveryQueueOptions): DeliveryQueue {
  const running = new Map<string, Promise<void>>();
  const waiting: (() => void)[] = [];
  const stopping = new AbortController();
  let active = 0;

  async function acquireSlot(): Promise<void> {
    if (active < options.concurrency) {
      active += 1;
      return;
    }
    // The slot is handed over by releaseSlot(), so `active` stays the same.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function releaseSlot(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  async function run(messageId: string): Promise<void> {
    for (let attempt = 1; !stopping.signal.aborted; attempt += 1) {
      await acquireSlot();
      let failure: unknown;
      try {
        await options.process({ messageId }, { number: attempt, max: options.attempts });
        return;
      } catch (error) {
        failure = error;
      } finally {
        releaseSlot();
      }
      const final = isPermanentDeliveryError(failure) || attempt >= options.attempts;
      options.onAttemptFailed?.(messageId, failure, final);
      if (final) return;
      // No slot is held while waiting for the next attempt.
      await sleep(options.backoffMs * 2 ** (attempt - 1), undefined, { signal: stopping.signal }).catch(
        () => {},
      );
    }
  }

  return {
    async enqueue(messageIds) {
      if (stopping.signal.aborted) throw new Error('the delivery queue is closed');
      for (const messageId of messageIds) {
        if (running.has(messageId)) continue;
        running.set(
          messageId,
          run(messageId).finally(() => running.delete(messageId)),
        );
      }
    },
    async close() {
      stopping.abort();
      // Let sends already under way finish, so none is cut mid-conversation.
      await Promise.allSettled([...running.values()]);
    },
  };
}
