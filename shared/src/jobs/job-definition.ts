import type { z } from 'zod';

/**
 * What a producer needs to queue a job: its queue and name, its payload schema, its retry policy
 * and how long BullMQ keeps finished jobs. Both runners read the same policy.
 */
export interface JobSpec<Data> {
  queue: string;
  name: string;
  schema: z.ZodType<Data>;
  attempts: number;
  /** Wait after the first failed attempt, doubled after each further one. */
  backoffMs: number;
  /** Finished jobs BullMQ keeps (seconds, count); the in-process runner keeps none. */
  keep: { completed: { age: number; count: number }; failed: { age: number; count: number } };
}

/** Which attempt of its job a run is, so the last one can give up. */
export interface JobAttempt {
  number: number;
  max: number;
  /** When the job was queued (epoch ms): the first attempt's wait in the queue is counted from it. */
  queuedAt?: number;
}

/** A job as a consumer runs it: its spec, its processor, and what each outcome logs, counts and records. */
export interface JobDefinition<Data, Result = unknown> {
  spec: JobSpec<Data>;
  /** Attempts one process runs at once. */
  concurrency: number;
  /** The word of its log lines: `<label> attempt error`. */
  label: string;
  /** Ids that identify one job in the log (never contact data). */
  logFields(data: Data): Record<string, unknown>;
  process(data: Data, attempt: JobAttempt): Promise<Result>;
  /** The log line of a success (and its metrics). */
  succeeded(result: Result): { message: string; fields?: Record<string, unknown> };
  /** Retrying cannot help: the job fails at once. */
  isPermanent(error: unknown): boolean;
  /** A closed-set reason, kept by the queue and logged: the error itself may quote personal data. */
  failureReason(error: unknown): string;
  /** Fields of the error the (redacting) log may carry beside the reason. */
  errorFields?(error: unknown): Record<string, unknown>;
  /** Told how long the job waited in the queue before its first attempt (metrics); must not throw. */
  onFirstStart?(waitedMs: number): void;
  /** Told of every failed attempt once it is logged (metrics); must not throw. */
  onAttemptFailed?(final: boolean): void;
  /** Called once when no attempt is left (marks the submission or message failed). */
  onFinalFailure?(data: Data, reason: string): Promise<void>;
}
