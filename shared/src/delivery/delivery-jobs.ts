import { deliverMessageJobName, type DeliverMessageJob } from '../contract/jobs';

/** What adding delivery jobs needs of a BullMQ queue (shared code does not depend on BullMQ). */
export interface DeliveryJobQueue {
  getJobState(jobId: string): Promise<string>;
  remove(jobId: string): Promise<number>;
  addBulk(jobs: { name: string; data: DeliverMessageJob; opts: { jobId: string } }[]): Promise<unknown>;
}

/**
 * Adds one BullMQ job per outbox message, the message id as job id. BullMQ ignores a new job whose
 * id it still keeps, so the finished job of a message given up and then resent (kept for a week) is
 * removed first; a job still waiting or running is left alone and the message is not queued twice.
 */
export async function addDeliveryJobs(queue: DeliveryJobQueue, messageIds: readonly string[]): Promise<void> {
  await Promise.all(
    messageIds.map(async (id) => {
      const state = await queue.getJobState(id);
      if (state === 'failed' || state === 'completed') await queue.remove(id);
    }),
  );
  await queue.addBulk(
    messageIds.map((messageId) => ({
      name: deliverMessageJobName,
      data: { messageId },
      opts: { jobId: messageId },
    })),
  );
}
