import type { SubmissionStore } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import type { ReportQueue } from '../lib/report-queue';

export interface RequeueDeps {
  store: SubmissionStore;
  queue: ReportQueue;
  logger: Logger;
  /** A submission unfinished for longer than this has its job queued again. */
  olderThanMs: number;
}

/**
 * Queues again the report jobs of submissions that are still unfinished: their job was lost with
 * a Redis restart or a crashed embedded process. The job id is the submission id, so a job that
 * still exists is not duplicated, and the processor skips a report that is already written.
 */
export async function requeueUnfinishedReports(deps: RequeueDeps): Promise<number> {
  const ids = await deps.store.findUnfinishedIds(new Date(Date.now() - deps.olderThanMs), 500);
  for (const id of ids) await deps.queue.enqueue(id);
  if (ids.length > 0) deps.logger.info({ count: ids.length }, 'requeued unfinished reports');
  return ids.length;
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
