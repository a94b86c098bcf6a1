import { reportJobAttempts, reportJobBackoffMs } from '@app/shared/contract';
import { PermanentJobError } from '@app/shared/report';
import type { PendingReport, ReportQueue } from './report-queue';

export interface InProcessQueueOptions {
  /** The report job itself, the same one BullMQ workers run. */
  process: (jobData: { submissionId: string; requestId?: string }) => Promise<unknown>;
  /** Called once a job has failed for good. */
  onFailed: (submissionId: string, error: unknown) => Promise<void>;
  concurrency: number;
  attempts?: number;
  backoffMs?: number;
}

/** Embedded mode: runs report jobs in this process, at most `concurrency` at once, with retries. */
export function createInProcessReportQueue(options: InProcessQueueOptions): ReportQueue {
  const attempts = options.attempts ?? reportJobAttempts;
  const backoffMs = options.backoffMs ?? reportJobBackoffMs;
  const running = new Map<string, Promise<void>>();
  const waiting: (() => void)[] = [];
  let active = 0;
  let closed = false;

  async function acquireSlot(): Promise<void> {
    if (active < options.concurrency) {
      active += 1;
      return;
    }
    // The slot is handed over by release(), so `active` stays the same.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function releaseSlot(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  async function run(submissionId: string, requestId?: string): Promise<void> {
    await acquireSlot();
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await options.process({ submissionId, requestId });
          return;
        } catch (error) {
          if (error instanceof PermanentJobError || attempt >= attempts) {
            await options.onFailed(submissionId, error).catch(() => {});
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, backoffMs * 2 ** (attempt - 1)));
        }
      }
    } finally {
      releaseSlot();
      running.delete(submissionId);
    }
  }

  return {
    // One run per submission at a time; rounds need no ids here, since nothing outlives a run.
    async enqueue(submissionId, { requestId } = {}) {
      if (closed) throw new Error('the report queue is closed');
      const job = running.get(submissionId) ?? run(submissionId, requestId);
      running.set(submissionId, job);
      return {
        async finished(timeoutMs) {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), timeoutMs);
          });
          try {
            return await Promise.race([job.then(() => 'finished' as const), timeout]);
          } finally {
            clearTimeout(timer);
          }
        },
      } satisfies PendingReport;
    },
    // A run keeps no history: a failed one is marked failed by onFailed, or simply runs again.
    async jobFailed() {
      return false;
    },
    async counts() {
      // Every job in the map is running or waiting for a slot.
      const busy = Math.min(active, options.concurrency);
      return { active: busy, waiting: running.size - busy };
    },
    async ping() {},
    async close() {
      closed = true;
      // Let jobs already running finish, so no report is lost on shutdown.
      await Promise.allSettled(running.values());
    },
  };
}
