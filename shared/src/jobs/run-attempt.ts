import type { Logger } from '../logging/create-logger';
import { PermanentJobError } from '../report/permanent-job-error';
import type { JobAttempt, JobDefinition } from './job-definition';

/** How one attempt ended; a failed one carries the generic reason the queue keeps. */
export type AttemptOutcome = { ok: true } | { ok: false; final: boolean; reason: string };

/**
 * One attempt of a job, the same for both runners: parse the payload, run the processor, then log,
 * count and (after the last attempt) record the outcome. The runners only schedule attempts.
 */
export async function runAttempt<Data, Result>(
  job: JobDefinition<Data, Result>,
  raw: unknown,
  context: { jobId: string; attempt: JobAttempt; logger: Logger },
): Promise<AttemptOutcome> {
  const payload = job.spec.schema.safeParse(raw);
  if (!payload.success) {
    const error = new PermanentJobError(`invalid ${job.spec.name} payload`);
    return failAttempt(job, undefined, error, context);
  }
  const log = context.logger.child({ jobId: context.jobId, ...job.logFields(payload.data) });
  const { queuedAt } = context.attempt;
  if (context.attempt.number === 1 && queuedAt !== undefined)
    job.onFirstStart?.(Math.max(0, Date.now() - queuedAt));
  const startedAt = performance.now();
  try {
    const result = await job.process(payload.data, context.attempt);
    const { message, fields } = job.succeeded(result);
    log.info(
      { ...fields, ms: Math.round(performance.now() - startedAt), attempt: context.attempt.number },
      message,
    );
    return { ok: true };
  } catch (error) {
    return failAttempt(job, payload.data, error, { ...context, logger: log });
  }
}

/**
 * Logs, counts and records a failed attempt. Also used for attempts that ended outside the
 * processor (a BullMQ job stalled too often), so that they are told the same way.
 */
export async function failAttempt<Data, Result>(
  job: JobDefinition<Data, Result>,
  data: Data | undefined,
  error: unknown,
  context: { jobId: string; attempt: JobAttempt; logger: Logger },
): Promise<AttemptOutcome> {
  const reason = job.failureReason(error);
  const final = job.isPermanent(error) || context.attempt.number >= context.attempt.max;
  context.logger.warn(
    { jobId: context.jobId, ...job.errorFields?.(error), reason, attempt: context.attempt.number, final },
    `${job.label} attempt error`,
  );
  job.onAttemptFailed?.(final);
  // Before the job itself fails: a request waiting on it must then find the stored reason.
  if (final && data !== undefined) {
    await job
      .onFinalFailure?.(data, reason)
      .catch((hookError: unknown) =>
        context.logger.error(
          { err: hookError, jobId: context.jobId },
          `${job.label} final failure not recorded`,
        ),
      );
  }
  return { ok: false, final, reason };
}
