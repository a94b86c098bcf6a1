/** How waiting for a report ended: the job finished (done or failed for good) or the wait timed out. */
export type WaitOutcome = 'finished' | 'timeout';

/** A queued report job that a request can wait for. */
export interface PendingReport {
  finished(timeoutMs: number): Promise<WaitOutcome>;
}

/** Where report jobs go: BullMQ on Redis (distributed) or this process (embedded). */
export interface ReportQueue {
  /** Queues the report job of a stored submission; rejects when the queue cannot take it. */
  enqueue(submissionId: string, requestId?: string): Promise<PendingReport>;
  /** Jobs per state (waiting, active, failed, …), for metrics. */
  counts(): Promise<Record<string, number>>;
  /** Resolves when the queue can take jobs. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
