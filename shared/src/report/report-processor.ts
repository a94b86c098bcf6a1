import { generateReportJobSchema } from '../contract/jobs';
import type { CompletedReport, SubmissionStore } from '../db/repositories/submission-store';
import type { ReportComposer } from './compose-report';
import { PermanentJobError } from './permanent-job-error';

export interface ReportProcessorDeps {
  store: SubmissionStore;
  composeReport: ReportComposer;
}

/**
 * The one report job, shared by the BullMQ worker and the embedded in-process runner:
 * load the submission, compose its report, store it. Running it twice is harmless.
 * Resolves with the stored report, or null when it had been written already.
 */
export function createReportProcessor(deps: ReportProcessorDeps) {
  return async function processReport(jobData: unknown): Promise<CompletedReport | null> {
    const payload = generateReportJobSchema.safeParse(jobData);
    if (!payload.success) throw new PermanentJobError('invalid generate-report payload');
    const submission = await deps.store.findById(payload.data.submissionId);
    if (!submission) throw new PermanentJobError('submission not found');
    // A retried or duplicated job finds the report already written.
    if (submission.status === 'completed') return null;

    const startedAt = performance.now();
    await deps.store.markProcessing(submission.id);
    const report = await deps.composeReport(submission);
    const completed = { ...report, reportMs: Math.round(performance.now() - startedAt) };
    await deps.store.complete(submission.id, completed);
    return completed;
  };
}
