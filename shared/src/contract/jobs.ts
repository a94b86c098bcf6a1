import { z } from 'zod';

/** BullMQ queue that carries report jobs from the API to the workers. */
export const reportQueueName = 'report-generation';
/** Name of the one job type on that queue. */
export const generateReportJobName = 'generate-report';

/** Job data holds ids only; the processor reads the submission from the database. */
export const generateReportJobSchema = z.object({
  submissionId: z.uuid(),
  requestId: z.string().max(100).optional(),
});
export type GenerateReportJob = z.infer<typeof generateReportJobSchema>;

/**
 * BullMQ job id of a submission's report job. The first job is the submission id itself; each
 * requeue after a final failure is a new round with its own id, since BullMQ keeps a failed job
 * (and ignores a new one of the same id) until its history is trimmed.
 */
export function reportJobId(submissionId: string, round = 0): string {
  return round === 0 ? submissionId : `${submissionId}-r${round}`;
}

/** BullMQ queue of outbox deliveries: one job per message (e-mail or webhook), DESIGN §7b. */
export const deliveryQueueName = 'deliveries';
/** Name of the one job type on that queue. */
export const deliverMessageJobName = 'deliver-message';

/** Job data holds the outbox row's id only; the processor reads everything else when it sends. */
export const deliverMessageJobSchema = z.object({ messageId: z.uuid() });
export type DeliverMessageJob = z.infer<typeof deliverMessageJobSchema>;

/** Attempts of one delivery and the first wait between them (doubled after each failure): the env defaults. */
export const defaultDeliveryAttempts = 8;
export const defaultDeliveryBackoffMs = 30_000;
