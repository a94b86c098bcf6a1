import {
  generateReportJobName,
  reportJobId,
  reportJobOptions,
  reportQueueName,
  type GenerateReportJob,
} from '@app/shared/contract';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { PendingReport, ReportQueue, WaitOutcome } from './report-queue';

const timerMarginMs = 20;
/** A Redis command that takes longer fails: a hung Redis must not hold a request for long. */
export const redisCommandTimeoutMs = 1000;
/** While a request waits, the job's state is checked this often: an event missed in an outage is caught. */
const statePollMs = 1000;
/** Failed state checks in a row after which the queue counts as unreachable for a waiting request. */
const unreachableAfterFailures = 2;

/**
 * The producer side of the BullMQ queue. Adding fails fast while Redis is down (no offline
 * queue), so a request answers 503 at once; one QueueEvents serves every waiting request.
 */
export async function createBullmqReportQueue(options: {
  redisUrl: string;
  prefix?: string;
}): Promise<ReportQueue & { bullQueue: Queue }> {
  const connection = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: redisCommandTimeoutMs,
  });
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
          const byEvent = job.waitUntilFinished(queueEvents, timeoutMs).then(
            () => 'finished' as const,
            // A failed job also rejects; only the elapsed time tells a timeout apart. Timers may
            // fire a millisecond or two early by Date.now(), hence the margin.
            () =>
              Date.now() - startedAt >= timeoutMs - timerMarginMs
                ? ('timeout' as const)
                : ('finished' as const),
          );
          // The event stream misses what happens while Redis is away: the job's state is checked too,
          // and a queue that stops answering ends the wait at once instead of at the timeout.
          let polling = true;
          const byState = (async (): Promise<WaitOutcome> => {
            let failures = 0;
            while (polling) {
              await new Promise((resolve) => setTimeout(resolve, statePollMs));
              if (!polling) break;
              try {
                const state = await job.getState();
                failures = 0;
                if (state === 'completed' || state === 'failed') return 'finished';
              } catch {
                failures += 1;
                if (failures >= unreachableAfterFailures) return 'unreachable';
              }
            }
            return 'finished';
          })();
          try {
            return await Promise.race([byEvent, byState]);
          } finally {
            polling = false;
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
