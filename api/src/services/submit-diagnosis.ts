import { AppError, type DiagnosisResult, type SubmitRequest } from '@app/shared/contract';
import type { SubmissionStore } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import { questionnaireVersion } from '@app/shared/questionnaire';
import type { ReportQueue } from '../lib/report-queue';

export interface SubmitDiagnosisDeps {
  store: SubmissionStore;
  queue: ReportQueue;
  reportTimeoutMs: number;
  logger: Logger;
}

/**
 * The visitor's submit: store the answers, queue the report job, wait until a worker has
 * written the report, and return it. The submission is stored before anything else, so a lead
 * is never lost: a queue outage leaves it marked failed, ready to be queued again.
 */
export async function submitDiagnosis(
  deps: SubmitDiagnosisDeps,
  input: SubmitRequest,
  requestId?: string,
): Promise<DiagnosisResult> {
  const { store, queue, logger } = deps;
  const submission = await store.create(input, questionnaireVersion).catch((error: unknown) => {
    logger.error({ err: error }, 'storing the submission failed');
    throw new AppError('service_unavailable', 'The diagnosis could not be stored. Please try again later.');
  });
  const log = logger.child({ submissionId: submission.id, no: submission.no });

  const pending = await queue.enqueue(submission.id, requestId).catch(async (error: unknown) => {
    log.error({ err: error }, 'queueing the report failed');
    await store.markFailed(submission.id, 'queue unavailable').catch(() => {});
    throw new AppError('service_unavailable', 'The report service is unavailable. Please try again later.');
  });

  const outcome = await pending.finished(deps.reportTimeoutMs);
  const stored = await store.findById(submission.id).catch(() => undefined);
  if (stored?.status === 'completed' && stored.result) return stored.result;
  if (outcome === 'timeout') {
    log.warn({ timeoutMs: deps.reportTimeoutMs }, 'report not ready in time; the job goes on');
    throw new AppError(
      'report_timeout',
      'The report is taking longer than expected. It will still be stored.',
    );
  }
  log.error({ status: stored?.status }, 'report job failed');
  throw new AppError('report_failed', 'The report could not be generated.');
}
