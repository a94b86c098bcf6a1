import {
  generateReportJobName,
  generateReportJobSchema,
  reportQueueName,
  type GenerateReportJob,
} from '../contract/jobs';
import type { CompletedReport } from '../db/repositories/submission-store';
import type { ReportMetrics } from '../metrics/report-metrics';
import { reportJobFailureReason } from '../report/job-failure-reason';
import { PermanentJobError } from '../report/permanent-job-error';
import { createReportProcessor, type ReportProcessorDeps } from '../report/report-processor';
import type { JobDefinition, JobSpec } from './job-definition';

/** The report job's queue and policy: three attempts, 1 s doubling; failures kept a day for the requeue loop. */
export const reportJobSpec: JobSpec<GenerateReportJob> = {
  queue: reportQueueName,
  name: generateReportJobName,
  schema: generateReportJobSchema,
  attempts: 3,
  backoffMs: 1000,
  keep: { completed: { age: 3600, count: 10_000 }, failed: { age: 24 * 3600, count: 10_000 } },
};

/**
 * The report job (DESIGN §2): compose and store a submission's report, then queue its deliveries.
 * After the last attempt the submission is marked failed with a generic reason, which the
 * visitor's held request then reads.
 */
export function createReportJob(
  deps: ReportProcessorDeps & { metrics: ReportMetrics; concurrency: number },
): JobDefinition<GenerateReportJob, CompletedReport | null> {
  const processReport = createReportProcessor(deps);
  return {
    spec: reportJobSpec,
    concurrency: deps.concurrency,
    label: 'report',
    logFields: ({ submissionId, requestId }) => ({ submissionId, requestId }),
    process: (data) => processReport(data),
    succeeded(report) {
      // A repeated job finds its report written already: nothing new to count.
      if (report) deps.metrics.recordReport(report);
      return { message: 'report written', fields: report ? { writer: report.writer } : { repeated: true } };
    },
    isPermanent: (error) => error instanceof PermanentJobError,
    failureReason: reportJobFailureReason,
    // The log redacts contact data; the queue and the row keep only the generic reason.
    errorFields: (error) => ({ err: error }),
    onFirstStart: (waitedMs) => deps.metrics.recordQueueWait(waitedMs),
    onAttemptFailed: (final) => deps.metrics.recordFailure(final),
    onFinalFailure: (data, reason) => deps.store.markFailed(data.submissionId, reason),
  };
}
