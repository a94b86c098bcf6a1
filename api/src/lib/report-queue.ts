import { reportJobId } from '@app/shared/contract';
import { reportJobSpec, type JobRunner, type QueuedJob } from '@app/shared/jobs';

export type { WaitOutcome } from '@app/shared/jobs';

/** A queued report job that a request can wait for. */
export type PendingReport = QueuedJob;

export interface EnqueueOptions {
  /** Request id, carried into the log of the job. */
  requestId?: string;
  /** Requeue round of the job (the submission's requeue_count); each round has its own job id. */
  round?: number;
}

/** Where the API's report jobs go: the run mode's job runner, seen by the submit path. */
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
}

/** The report queue on a job runner (BullMQ in distributed mode, this process in embedded mode). */
export function reportQueueOn(runner: JobRunner): ReportQueue {
  const queue = runner.queue(reportJobSpec);
  return {
    enqueue: (submissionId, { requestId, round } = {}) =>
      queue.add({ submissionId, requestId }, { jobId: reportJobId(submissionId, round) }),
    jobFailed: async (submissionId, round) =>
      (await queue.state(reportJobId(submissionId, round))) === 'failed',
    counts: () => queue.counts(),
    ping: () => runner.ping(),
  };
}
