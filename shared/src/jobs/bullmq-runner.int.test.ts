import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createLogger } from '../logging/create-logger';
import { testRedisUrl, uniqueQueuePrefix } from '../testing';
import { createBullmqRunner } from './bullmq-runner';
import type { JobRunner } from './job-runner';
import { reportJobSpec } from './report-job';

// The audit's triage: a held submit's wait once rejected unhandled (MaxRetriesPerRequestError) when
// Redis went away, and an unhandled rejection shuts the API down (run-service.ts).
const unhandled: unknown[] = [];
const record = (reason: unknown) => void unhandled.push(reason);
let runner: JobRunner;

beforeEach(async () => {
  unhandled.length = 0;
  process.on('unhandledRejection', record);
  runner = await createBullmqRunner(
    { redisUrl: testRedisUrl, prefix: uniqueQueuePrefix(), waitable: [reportJobSpec.queue] },
    createLogger({ name: 'bullmq-runner-test', level: 'silent' }),
  );
});

afterEach(async () => {
  await runner?.close();
  process.off('unhandledRejection', record);
});

describe('waiting for a BullMQ job', () => {
  test('when the queue’s connection is lost as the wait begins, then the wait ends as unreachable and no rejection goes unhandled', async () => {
    const queued = await runner
      .queue(reportJobSpec)
      .add({ submissionId: randomUUID() }, { jobId: `test-${randomUUID()}` });
    // No offline queue: every command on it now fails, as a command in flight does when Redis dies.
    runner.redis!.disconnect();

    const outcome = await queued.finished(10_000);
    await new Promise((resolve) => setImmediate(resolve));

    expect(outcome).toBe('unreachable');
    expect(unhandled).toEqual([]);
  });
});
