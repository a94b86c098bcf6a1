import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobDefinition, JobSpec } from './job-definition';

/**
 * How waiting for a job ended: it finished (done or failed for good), the wait timed out, or the
 * queue stopped answering while it waited.
 */
export type WaitOutcome = 'finished' | 'timeout' | 'unreachable';

/** A queued job that a caller can wait for. */
export interface QueuedJob {
  finished(timeoutMs: number): Promise<WaitOutcome>;
}

export interface AddOptions {
  /** Default: a random id. A job whose id is still queued, running or retrying is joined, not added twice. */
  jobId?: string;
  /** A finished job of that id still kept by the queue is removed first, so that the job runs again. */
  replaceFinished?: boolean;
}

/** The producer side of one job's queue. */
export interface JobQueue<Data> {
  /** Rejects when the queue cannot take the job. */
  add(data: Data, options?: AddOptions): Promise<QueuedJob>;
  /** `failed` while a job that failed for good is still kept (BullMQ); `unknown` once it is not. */
  state(jobId: string): Promise<string>;
  /** Jobs per state (waiting, active, delayed, failed), for metrics and back-pressure. */
  counts(): Promise<Record<string, number>>;
}

/**
 * Where jobs run: BullMQ on Redis (distributed mode) or this process (embedded). Every job is a
 * JobDefinition, so that both runners log, retry and count it the same (run-attempt.ts).
 */
export interface JobRunner {
  /** The queue of a job, to add jobs to. */
  queue<Data>(spec: JobSpec<Data>): JobQueue<Data>;
  /** Runs the job's attempts in this process, `concurrency` at once. */
  work<Data, Result>(job: JobDefinition<Data, Result>): Promise<void>;
  /** Are this process's consumers taking jobs? */
  isRunning(): boolean;
  /** Resolves when the queue's store answers. */
  ping(): Promise<void>;
  /** Stops taking jobs, lets running attempts finish, cuts waits between attempts short. */
  close(): Promise<void>;
  /** The BullMQ queues, for the operators' dashboard (none in-process). */
  dashboardQueues(): Queue[];
  /** The BullMQ connection, for counters every process must share (none in-process). */
  redis?: Redis;
}
