import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logging/create-logger';
import type { JobDefinition } from './job-definition';
import type { JobRunner, QueuedJob } from './job-runner';
import { runAttempt } from './run-attempt';

interface Consumer {
  /** Runs a job queued at `queuedAt` (epoch ms) until it succeeds, fails for good or the process stops. */
  run(id: string, data: unknown, stopping: AbortSignal, queuedAt: number): Promise<void>;
  active(): number;
}

/** A semaphore of `size` slots; a released slot is handed to the next waiter. */
function createSlots(size: number) {
  const waiting: (() => void)[] = [];
  let active = 0;
  return {
    active: () => active,
    async acquire(): Promise<void> {
      if (active < size) {
        active += 1;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    },
  };
}

function consumerOf<Data, Result>(job: JobDefinition<Data, Result>, logger: Logger): Consumer {
  const slots = createSlots(job.concurrency);
  return {
    active: slots.active,
    async run(jobId, data, stopping, queuedAt) {
      for (let number = 1; !stopping.aborted; number += 1) {
        await slots.acquire();
        let outcome;
        try {
          // A run that waited for its slot while the process stopped leaves the job for the next start.
          if (stopping.aborted) return;
          outcome = await runAttempt(job, data, {
            jobId,
            attempt: { number, max: job.spec.attempts, queuedAt },
            logger,
          });
        } finally {
          slots.release();
        }
        if (outcome.ok || outcome.final) return;
        // No slot is held while waiting; closing cuts the wait short (the job is found again at the
        // next start: the requeue loop or the delivery sweep).
        await sleep(job.spec.backoffMs * 2 ** (number - 1), undefined, { signal: stopping }).catch(() => {});
      }
    },
  };
}

/** One queue of this process: its runs by job id, and its consumer once started. */
interface LocalQueue {
  runs: Map<string, Promise<void>>;
  consumer?: Consumer;
  /** Resolves once the consumer starts; jobs added before wait for it. */
  started: Promise<Consumer>;
  start(consumer: Consumer): void;
}

/**
 * Embedded mode: jobs run in this process with the policy BullMQ applies (attempts, doubling
 * backoff, concurrency, one run per job id). Jobs added before their consumer starts wait for it.
 * Nothing outlives the process: what is unfinished at close is found again by the requeue loop
 * and the delivery sweep of the next start.
 */
export function createInProcessRunner(logger: Logger): JobRunner {
  const stopping = new AbortController();
  const stopped = new Promise<undefined>((resolve) =>
    stopping.signal.addEventListener('abort', () => resolve(undefined)),
  );
  const queues = new Map<string, LocalQueue>();
  const local = (name: string): LocalQueue => {
    let queue = queues.get(name);
    if (!queue) {
      let start!: (consumer: Consumer) => void;
      const started = new Promise<Consumer>((resolve) => (start = resolve));
      queue = {
        runs: new Map(),
        started,
        start: (consumer) => ((queue!.consumer = consumer), start(consumer)),
      };
      queues.set(name, queue);
    }
    return queue;
  };

  return {
    queue(spec) {
      const queue = local(spec.queue);
      return {
        async add(data, { jobId = randomUUID() } = {}) {
          if (stopping.signal.aborted) throw new Error(`the ${spec.queue} queue is closed`);
          let run = queue.runs.get(jobId);
          if (!run) {
            const queuedAt = Date.now();
            run = Promise.race([queue.started, stopped])
              .then((consumer) => consumer?.run(jobId, data, stopping.signal, queuedAt))
              .finally(() => queue.runs.delete(jobId));
            queue.runs.set(jobId, run);
          }
          const finished = run.then(() => 'finished' as const);
          return {
            async finished(timeoutMs) {
              let timer: NodeJS.Timeout | undefined;
              const timeout = new Promise<'timeout'>((resolve) => {
                timer = setTimeout(() => resolve('timeout'), timeoutMs);
              });
              try {
                return await Promise.race([finished, timeout]);
              } finally {
                clearTimeout(timer);
              }
            },
          } satisfies QueuedJob;
        },
        async state(jobId) {
          // A finished run keeps no record: a job that failed for good can simply be added again.
          return queue.runs.has(jobId) ? 'active' : 'unknown';
        },
        async counts() {
          const active = queue.consumer?.active() ?? 0;
          // Every other run waits for a slot or for its next attempt.
          return { active, waiting: queue.runs.size - active };
        },
      };
    },
    async work(job) {
      local(job.spec.queue).start(consumerOf(job, logger));
    },
    isRunning: () => !stopping.signal.aborted,
    async ping() {},
    async close() {
      stopping.abort();
      // Attempts under way finish, so that no report or e-mail is cut off half-way.
      const running = [...queues.values()].flatMap((queue) => [...queue.runs.values()]);
      await Promise.allSettled(running);
    },
    dashboardQueues: () => [],
  };
}
