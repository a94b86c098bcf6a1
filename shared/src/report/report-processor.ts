import { generateReportJobSchema } from '../contract/jobs';
import type { OutboxDraft } from '../db/repositories/outbox-store';
import type { CompletedReport, SubmissionStore } from '../db/repositories/submission-store';
import type { ReportComposer } from './compose-report';
import { PermanentJobError } from './permanent-job-error';

export interface ReportProcessorDeps {
  store: SubmissionStore;
  composeReport: ReportComposer;
  /** Messages to send once the report exists, written in the same transaction (DESIGN §7b). */
  outbox?: readonly OutboxDraft[];
  /**
   * Queues the submission's pending messages once the report is stored. It must not reject: a
   * message it could not queue stays pending and the delivery sweep queues it later.
   */
  dispatchDeliveries?: (submissionId: string) => Promise<void>;
}

/**
 * The one report job, shared by the BullMQ worker and the embedded in-process runner:
 * load the submission, compose its report, store it with its outbox, queue the deliveries.
 * Running it twice is harmless. Resolves with the stored report, or null when it had been
 * written already.
 */
export function createReportProcessor(deps: ReportProcessorDeps) {
  return async function processReport(jobData: unknown): Promise<CompletedReport | null> {
    const payload = generateReportJobSchema.safeParse(jobData);
    if (!payload.success) throw new PermanentJobError('invalid generate-report payload');
    const submission = await deps.store.findById(payload.data.submissionId);
    if (!submission) throw new PermanentJobError('submission not found');
    // A retried or duplicated job finds the report already written; a run that died between the
    // commit and the enqueue left its messages pending, so they are queued (again) here.
    if (submission.status === 'completed') {
      await deps.dispatchDeliveries?.(submission.id);
      return null;
    }

    const startedAt = performance.now();
    await deps.store.markProcessing(submission.id);
    const report = await deps.composeReport(submission);
    const completed = { ...report, reportMs: Math.round(performance.now() - startedAt) };
    await deps.store.complete(submission.id, completed, deps.outbox);
    await deps.dispatchDeliveries?.(submission.id);
    return completed;
  };
}
