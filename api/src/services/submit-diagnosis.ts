import {
  AppError,
  previousReportTokenMessage,
  reportLinkPath,
  tokyoDayOf,
  type SubmitRequest,
  type SubmitResponse,
} from '@app/shared/contract';
import type { FunnelStore, Submission, SubmissionStore } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import { questionnaireVersion } from '@app/shared/questionnaire';
import { fingerprintSubmitRequest } from '../lib/request-fingerprint';
import type { PendingReport, ReportQueue } from '../lib/report-queue';

export interface SubmitDiagnosisDeps {
  store: SubmissionStore;
  queue: ReportQueue;
  /** The funnel's 送信 step counts each new submission (not a repeat). */
  funnel: Pick<FunnelStore, 'increment'>;
  reportTimeoutMs: number;
  logger: Logger;
  /** An identical body submitted again within this window answers the first submission. */
  duplicateWindowMs: number;
  /** How long a private report link works. */
  reportLinkTtlMs: number;
}

export interface SubmitOptions {
  /** The browser's Idempotency-Key: a repeat with it answers the same submission. */
  idempotencyKey?: string;
  requestId?: string;
}

/**
 * The visitor's submit: store the answers (or find the submission this repeat belongs to) with a
 * new private link, queue the report job, wait until a worker has written the report, and return
 * it with the link. The submission is stored before anything else, so a lead is never lost: a
 * queue outage leaves it marked failed, and the requeue loop (or the visitor's retry) queues it
 * again. Errors after that point carry the link, which works once the report exists.
 */
export async function submitDiagnosis(
  deps: SubmitDiagnosisDeps,
  input: SubmitRequest,
  options: SubmitOptions = {},
): Promise<SubmitResponse> {
  const { store, logger } = deps;
  const now = Date.now();
  const intake = await store
    .intake({
      input,
      questionnaireVersion,
      idempotencyKey: options.idempotencyKey,
      requestHash: fingerprintSubmitRequest(input),
      duplicateSince: new Date(now - deps.duplicateWindowMs),
      linkExpiresAt: new Date(now + deps.reportLinkTtlMs),
    })
    .catch((error: unknown) => {
      logger.error({ err: error }, 'storing the submission failed');
      throw new AppError('service_unavailable', 'The diagnosis could not be stored. Please try again later.');
    });
  if (intake.kind === 'previous_unusable') {
    // Refused rather than stored unlinked: the visitor asked for a comparison and is told why
    // there is none (a made-up, unknown or expired link, or a report not written yet).
    throw new AppError('validation_failed', 'The previous report link opens no completed report.', [
      { path: 'previousReportToken', message: previousReportTokenMessage },
    ]);
  }
  if (intake.kind === 'key_reused') {
    throw new AppError(
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different diagnosis.',
    );
  }

  const { submission } = intake;
  if (intake.kind === 'created') {
    // A statistic: failing to count must not fail the visitor's submit.
    await deps.funnel
      .increment('submitted', tokyoDayOf(new Date(now)))
      .catch((error: unknown) => logger.warn({ err: error }, 'counting the submission in the funnel failed'));
  }
  const reportUrl = reportLinkPath(intake.reportToken);
  const log = logger.child({ submissionId: submission.id, no: submission.no });
  if (intake.kind === 'created' && submission.previousSubmissionId)
    log.info(
      { previousSubmissionId: submission.previousSubmissionId },
      'second diagnosis linked to the earlier one',
    );
  if (intake.kind === 'existing')
    log.info({ status: submission.status }, 'repeated submit answers its submission');
  if (submission.status === 'completed' && submission.result) return { ...submission.result, reportUrl };

  const pending = await queueReport(deps, submission, options.requestId, log).catch(
    async (error: unknown) => {
      log.error({ err: error }, 'queueing the report failed');
      // A new submission is marked failed, so that the requeue loop queues it once the queue is back.
      if (intake.kind === 'created')
        await store.markFailed(submission.id, 'queue unavailable').catch(() => {});
      throw new AppError(
        'service_unavailable',
        'The report service is unavailable. Please try again later.',
        undefined,
        { reportUrl },
      );
    },
  );

  const outcome = await pending.finished(deps.reportTimeoutMs);
  const stored = await store.findById(submission.id).catch(() => undefined);
  if (stored?.status === 'completed' && stored.result) return { ...stored.result, reportUrl };
  if (outcome === 'unreachable') {
    log.warn('the queue stopped answering while the report was awaited; the job goes on when it is back');
    throw new AppError(
      'service_unavailable',
      'The report service is unavailable. Please try again later.',
      undefined,
      { reportUrl },
    );
  }
  if (outcome === 'timeout') {
    log.warn({ timeoutMs: deps.reportTimeoutMs }, 'report not ready in time; the job goes on');
    throw new AppError(
      'report_timeout',
      'The report is taking longer than expected. It will still be stored.',
      undefined,
      { reportUrl },
    );
  }
  log.error({ status: stored?.status }, 'report job failed');
  throw new AppError('report_failed', 'The report could not be generated.', undefined, { reportUrl });
}

/**
 * Queues the submission's report job, or joins the one already queued. A submission whose report
 * failed for good (a repeat of a failed submit) goes back to pending for a new round first.
 */
async function queueReport(
  deps: SubmitDiagnosisDeps,
  submission: Submission,
  requestId: string | undefined,
  log: Logger,
): Promise<PendingReport> {
  if (submission.status !== 'failed') {
    return deps.queue.enqueue(submission.id, { requestId, round: submission.requeueCount });
  }
  const round = await deps.store.claimRequeue(submission.id, submission.requeueCount);
  if (round === null) {
    // Another request or the requeue loop took it a moment ago: join that round.
    const current = await deps.store.findById(submission.id);
    return deps.queue.enqueue(submission.id, { requestId, round: current?.requeueCount ?? 0 });
  }
  log.info({ round }, 'failed report queued again on the visitor’s retry');
  try {
    return await deps.queue.enqueue(submission.id, { requestId, round });
  } catch (error) {
    await deps.store.releaseRequeue(submission.id, round, 'queue unavailable').catch(() => {});
    throw error;
  }
}
