/**
 * How waiting for a report ended: the job finished (done or failed for good), the wait timed out, or
 * the queue stopped answering while the request waited (its answer may come later, by the link).
 */
export type WaitOutcome = 'finished' | 'timeout' | 'unreachable';

/** A queued report job that a request can wait for. */
export interface PendingReport {
  finished(timeoutMs: number): Promise<WaitOutcome>;
}

export interface EnqueueOptions {
  /** Request id, carried into the worker's log of the job. */
  requestId?: string;
  /** Requeue round of the job (the submission's requeue_count); each round has its own job id. */
  round?: number;
}

/** Where report jobs go: BullMQ on Redis (distributed) or this process (embedded). */
export interface ReportQueue {
  /**
   * Queues the report job of a stored submission, or joins the job of the same round already
   * queued; rejects when the queue cannot take it.
   */
  enqueue(submissionId: string, options?: EnqueueOptions): Promise<PendingReport>;
  /**
   * Whether the job of that round failed for good and is still kept by the queue: then queueing
   * it again would be ignored, and the submission must be marked failed to get a new round.
   */
  jobFailed(submissionId: string, round: number): Promise<boolean>;
  /** Jobs per state (waiting, active, failed, …), for metrics. */
  counts(): Promise<Record<string, number>>;
  /** Resolves when the queue can take jobs. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
