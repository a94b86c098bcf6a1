import { generateReportJobSchema } from '../contract/jobs';
import type { SubmissionStore } from '../db/repositories/submission-store';
import type { ReportComposer } from './compose-report';
import { PermanentJobError } from './permanent-job-error';

export interface ReportProcessorDeps {
  store: SubmissionStore;
  composeReport: ReportComposer;
}

/**
 * The one report job, shared by the BullMQ worker and the embedded in-process runner:
 * load the submission, compose its report, store it. Running it twice is harmless.
 */
export function createReportProcessor(deps: ReportProcessorDeps) {
  return async function processReport(jobData: unknown): Promise<void> {
    const payload = generateReportJobSchema.safeParse(jobData);
    if (!payload.success) throw new PermanentJobError('invalid generate-report payload');
    const submission = await deps.store.findById(payload.data.submissionId);
    if (!submission) throw new PermanentJobError('submission not found');
    // A retried or duplicated job finds the report already written.
    if (submission.status === 'completed') return;

    const startedAt = performance.now();
    await deps.store.markProcessing(submission.id);
    const report = await deps.composeReport(submission);
    await deps.store.complete(submission.id, { ...report, reportMs: Math.round(performance.now() - startedAt) });
  };
}

export type ReportProcessor = ReturnType<typeof createReportProcessor>;
