import {
  generateReportJobName,
  reportJobId,
  reportJobOptions,
  reportQueueName,
  type GenerateReportJob,
} from '@app/shared/contract';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { PendingReport, ReportQueue } from './report-queue';

const timerMarginMs = 20;

/**
 * The producer side of the BullMQ queue. Adding fails fast while Redis is down (no offline
 * queue), so a request answers 503 at once; one QueueEvents serves every waiting request.
 */
export async function createBullmqReportQueue(options: {
  redisUrl: string;
  prefix?: string;
}): Promise<ReportQueue & { bullQueue: Queue }> {
  const connection = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Reconnection is automatic; failed commands surface at the call site.
  connection.on('error', () => {});
  const queue = new Queue<GenerateReportJob>(reportQueueName, {
    connection,
    prefix: options.prefix,
    defaultJobOptions: reportJobOptions,
  });
  queue.on('error', () => {});
  const queueEvents = new QueueEvents(reportQueueName, {
    connection: { url: options.redisUrl, maxRetriesPerRequest: null },
    prefix: options.prefix,
  });
  queueEvents.on('error', () => {});
  await Promise.all([queue.waitUntilReady(), queueEvents.waitUntilReady()]);

  return {
    // Bull Board reads the queue itself.
    bullQueue: queue,
    async enqueue(submissionId, { requestId, round } = {}) {
      const job = await queue.add(
        generateReportJobName,
        { submissionId, requestId },
        { jobId: reportJobId(submissionId, round) },
      );
      return {
        async finished(timeoutMs) {
          const startedAt = Date.now();
          try {
            await job.waitUntilFinished(queueEvents, timeoutMs);
            return 'finished';
          } catch {
            // A failed job also rejects; only the elapsed time tells a timeout apart. Timers may
            // fire a millisecond or two early by Date.now(), hence the margin.
            return Date.now() - startedAt >= timeoutMs - timerMarginMs ? 'timeout' : 'finished';
          }
        },
      } satisfies PendingReport;
    },
    async jobFailed(submissionId, round) {
      return (await queue.getJobState(reportJobId(submissionId, round))) === 'failed';
    },
    async counts() {
      return queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    },
    async ping() {
      await connection.ping();
    },
    async close() {
      await queueEvents.close();
      await queue.close();
      connection.disconnect();
    },
  };
}
