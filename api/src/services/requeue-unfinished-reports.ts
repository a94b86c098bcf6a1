import type { SubmissionStore } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import type { ReportQueue } from '../lib/report-queue';

export interface RequeueDeps {
  store: SubmissionStore;
  queue: ReportQueue;
  logger: Logger;
  /** A submission unfinished for longer than this has its job queued again. */
  olderThanMs: number;
  /** How often a submission whose report failed for good is queued again before it is left to the operator. */
  maxRequeues: number;
  /** Wait after a final failure before the first requeue; doubled after each further one. */
  failedDelayMs: number;
  /** Failed submissions older than this are left alone (a report days late helps nobody). */
  failedMaxAgeMs: number;
  /** Told what each run queued again (metrics). */
  onRequeued?: (counts: RequeueCounts) => void;
}

export interface RequeueCounts {
  /** Pending or processing submissions whose job was queued again (or found still queued). */
  unfinished: number;
  /** Failed submissions taken back to pending for a new round. */
  failed: number;
}

/**
 * Queues again the report jobs of submissions that are still unfinished (their job was lost with a
 * Redis restart or a crashed embedded process) and of recent ones whose report failed for good
 * (the queue was down at submit, or every attempt failed), a bounded number of times with a
 * growing wait. A failed submission is only taken while the queue answers, so an outage does not
 * use up its tries. The job id is the submission id and round, so a job that still exists is not
 * duplicated, and the processor skips a report that is already written.
 */
export async function requeueUnfinishedReports(deps: RequeueDeps): Promise<RequeueCounts> {
  const { store, queue, logger } = deps;
  const unfinished = await store.findUnfinished(new Date(Date.now() - deps.olderThanMs), 500);
  for (const { id, requeueCount } of unfinished) {
    // The worker could not record the final failure (its database was away): record it here, so
    // the failed submission gets its bounded new rounds below.
    if (await queue.jobFailed(id, requeueCount)) await store.markFailed(id, 'report job failed');
    else await queue.enqueue(id, { round: requeueCount });
  }

  let failed = 0;
  const due = await store.findRequeueable({
    maxRequeues: deps.maxRequeues,
    baseDelayMs: deps.failedDelayMs,
    createdAfter: new Date(Date.now() - deps.failedMaxAgeMs),
    limit: 100,
  });
  if (due.length > 0) await queue.ping();
  for (const { id, requeueCount } of due) {
    const round = await store.claimRequeue(id, requeueCount);
    if (round === null) continue; // another API process took it
    try {
      await queue.enqueue(id, { round });
    } catch (error) {
      await store.releaseRequeue(id, round, 'queue unavailable');
      throw error;
    }
    failed += 1;
    if (round >= deps.maxRequeues)
      logger.warn({ submissionId: id, round }, 'last requeue of a failed report');
  }

  const counts = { unfinished: unfinished.length, failed };
  if (unfinished.length > 0 || failed > 0) {
    logger.info(counts, 'requeued unfinished reports');
    deps.onRequeued?.(counts);
  }
  return counts;
}

/** Runs the requeue at start and then every `intervalMs`, until stopped. */
export function startRequeueLoop(deps: RequeueDeps & { intervalMs: number }): { stop(): void } {
  const run = () =>
    requeueUnfinishedReports(deps).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'requeueing unfinished reports failed; will try again'),
    );
  void run();
  const timer = setInterval(() => void run(), deps.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
