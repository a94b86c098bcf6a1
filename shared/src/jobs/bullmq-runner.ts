import type { EventEmitter } from 'node:events';
import { Queue, QueueEvents, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logging/create-logger';
import type { JobDefinition, JobSpec } from './job-definition';
import type { JobQueue, JobRunner, QueuedJob, WaitOutcome } from './job-runner';
import { failAttempt, runAttempt } from './run-attempt';

/** A Redis command that takes longer fails: a hung Redis must not hold a request for long. */
export const redisCommandTimeoutMs = 1000;
/** While a caller waits, the job's state is checked this often: an event missed in an outage is caught. */
const statePollMs = 1000;
/** Failed state checks in a row after which the queue counts as unreachable for a waiting caller. */
const unreachableAfterFailures = 2;

export interface BullmqRunnerOptions {
  redisUrl: string;
  /** Key prefix of the queues in Redis; producers and workers must agree. */
  prefix: string;
  /** Lock of an active job; a worker that dies is noticed once it lapses and its job runs again. */
  lockMs?: number;
  /** Queues whose callers wait for their jobs (one QueueEvents each, shared by every caller). */
  waitable?: readonly string[];
}

/**
 * Resolves on the job's completed or failed event, or with `timeout`; `stop` removes the listeners.
 * Not BullMQ's job.waitUntilFinished: it checks Redis inside a promise executor, so a command that
 * fails there (Redis gone mid-wait) is an unhandled rejection, which shuts the process down.
 */
function finishEvent(jobId: string, queueEvents: QueueEvents, timeoutMs: number) {
  // The per-job events BullMQ emits are not in QueueEvents' typed listener list.
  const events: EventEmitter = queueEvents;
  let stop = () => {};
  const outcome = new Promise<WaitOutcome>((resolve) => {
    const finish = (ending: WaitOutcome) => () => {
      stop();
      resolve(ending);
    };
    const onFinished = finish('finished');
    const timer = setTimeout(finish('timeout'), timeoutMs);
    events.on(`completed:${jobId}`, onFinished);
    events.on(`failed:${jobId}`, onFinished);
    stop = () => {
      clearTimeout(timer);
      events.off(`completed:${jobId}`, onFinished);
      events.off(`failed:${jobId}`, onFinished);
    };
  });
  return { outcome, stop: () => stop() };
}

/** Waits for a job by its completion event, and by its state in case the event was missed. */
function waitFor(job: Job, events: QueueEvents): QueuedJob {
  return {
    async finished(timeoutMs) {
      const byEvent = finishEvent(job.id!, events, timeoutMs);
      let polling = true;
      const byState = (async (): Promise<WaitOutcome> => {
        let failures = 0;
        // Checked at once too: the job may have finished before the listeners were added.
        for (let first = true; polling; first = false) {
          if (!first) await new Promise((resolve) => setTimeout(resolve, statePollMs));
          if (!polling) break;
          try {
            const state = await job.getState();
            failures = 0;
            if (state === 'completed' || state === 'failed') return 'finished';
          } catch {
            failures += 1;
            if (failures >= unreachableAfterFailures) return 'unreachable';
          }
        }
        return 'finished';
      })();
      try {
        return await Promise.race([byEvent.outcome, byState]);
      } finally {
        polling = false;
        byEvent.stop();
      }
    },
  };
}

/**
 * Distributed mode: jobs go through BullMQ on Redis. Adding fails fast while Redis is down (no
 * offline queue), so a request answers 503 at once. Workers run each attempt through runAttempt,
 * so that a job logs, retries and counts as it does in-process; BullMQ keeps the retry schedule.
 */
export async function createBullmqRunner(options: BullmqRunnerOptions, logger: Logger): Promise<JobRunner> {
  const connection = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: redisCommandTimeoutMs,
  });
  // Reconnection is automatic; failed commands surface at the call site.
  connection.on('error', () => {});
  const queues = new Map<string, Queue>();
  const events = new Map<string, QueueEvents>();
  const workers: Worker[] = [];
  for (const name of options.waitable ?? []) {
    const queueEvents = new QueueEvents(name, {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null },
      prefix: options.prefix,
    });
    queueEvents.on('error', () => {});
    events.set(name, queueEvents);
  }
  await Promise.all([...events.values()].map((queueEvents) => queueEvents.waitUntilReady()));

  const bullQueue = <Data>(spec: JobSpec<Data>): Queue => {
    let queue = queues.get(spec.queue);
    if (!queue) {
      queue = new Queue(spec.queue, {
        connection,
        prefix: options.prefix,
        defaultJobOptions: {
          attempts: spec.attempts,
          backoff: { type: 'exponential', delay: spec.backoffMs },
          removeOnComplete: spec.keep.completed,
          removeOnFail: spec.keep.failed,
        },
      });
      queue.on('error', () => {});
      queues.set(spec.queue, queue);
    }
    return queue;
  };

  return {
    redis: connection,
    queue<Data>(spec: JobSpec<Data>): JobQueue<Data> {
      const queue = bullQueue(spec);
      return {
        async add(data, { jobId, replaceFinished } = {}) {
          // BullMQ ignores a new job whose id it still keeps, finished or not.
          if (replaceFinished && jobId) {
            const state = await queue.getJobState(jobId);
            if (state === 'failed' || state === 'completed') await queue.remove(jobId);
          }
          const job = await queue.add(spec.name, data, { jobId });
          const queueEvents = events.get(spec.queue);
          return queueEvents
            ? waitFor(job, queueEvents)
            : {
                finished: async () => {
                  throw new Error(`${spec.queue} is not waitable here`);
                },
              };
        },
        state: (jobId) => queue.getJobState(jobId),
        counts: () => queue.getJobCounts('waiting', 'active', 'delayed', 'failed'),
      };
    },
    async work<Data, Result>(job: JobDefinition<Data, Result>) {
      const lockMs = options.lockMs ?? 30_000;
      const thrown = new WeakSet<Error>();
      const worker = new Worker(
        job.spec.queue,
        async (bullJob: Job) => {
          const attempt = {
            number: bullJob.attemptsMade + 1,
            max: bullJob.opts.attempts ?? job.spec.attempts,
            queuedAt: bullJob.timestamp,
          };
          const outcome = await runAttempt(job, bullJob.data, { jobId: bullJob.id!, attempt, logger });
          if (outcome.ok) return;
          // BullMQ skips the remaining attempts only for its own error class.
          const error = outcome.final ? new UnrecoverableError(outcome.reason) : new Error(outcome.reason);
          thrown.add(error);
          throw error;
        },
        {
          connection: { url: options.redisUrl, maxRetriesPerRequest: null },
          prefix: options.prefix,
          concurrency: job.concurrency,
          lockDuration: lockMs,
          stalledInterval: lockMs,
        },
      );
      worker.on('failed', (bullJob, error) => {
        // Attempts the processor ended are told already; this is one BullMQ ended (stalled too often).
        if (!bullJob || thrown.has(error)) return;
        const data = job.spec.schema.safeParse(bullJob.data);
        void failAttempt(job, data.success ? data.data : undefined, error, {
          jobId: bullJob.id!,
          attempt: { number: bullJob.attemptsMade, max: bullJob.attemptsMade },
          logger,
        });
      });
      worker.on('error', (error) => logger.error({ err: error, queue: job.spec.queue }, 'worker error'));
      workers.push(worker);
      await Promise.all([worker.waitUntilReady(), bullQueue(job.spec).waitUntilReady()]);
    },
    isRunning: () => workers.every((worker) => worker.isRunning()),
    async ping() {
      await connection.ping();
    },
    async close() {
      // Workers first: their last attempts may still add jobs (a report's deliveries).
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...events.values()].map((queueEvents) => queueEvents.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
    dashboardQueues: () => [...queues.values()],
  };
}
