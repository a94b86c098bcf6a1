import type { Logger } from '../logging/create-logger';
import { createBullmqRunner, type BullmqRunnerOptions } from './bullmq-runner';
import { createInProcessRunner } from './in-process-runner';
import type { JobRunner } from './job-runner';

/** The run mode's queue: this process (embedded) or BullMQ on Redis (distributed: API and workers). */
export type JobRunnerMode = { mode: 'embedded' } | ({ mode: 'distributed' } & BullmqRunnerOptions);

/** The one call API and workers start jobs through; nothing else branches on the mode. */
export async function startJobRunner(options: JobRunnerMode, logger: Logger): Promise<JobRunner> {
  return options.mode === 'embedded' ? createInProcessRunner(logger) : createBullmqRunner(options, logger);
}
