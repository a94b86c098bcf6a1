import { createReportMetrics, createRetentionMetrics } from '@app/shared/metrics';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The API's Prometheus registry: process defaults, submit latency, queue depth and report jobs. */
export function createApiMetrics(queueCounts: () => Promise<Record<string, number>>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const submitDuration = new Histogram({
    name: 'dx_submit_duration_seconds',
    help: 'POST /api/submit from request to answer, by HTTP status.',
    labelNames: ['status'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80, 120],
    registers: [registry],
  });
  new Gauge({
    name: 'dx_report_queue_jobs',
    help: 'Report jobs in the queue, by state.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      // While the queue is unreachable the gauge keeps its last values; /readyz reports the outage.
      const counts = await queueCounts().catch(() => ({}));
      for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
    },
  });

  const submitsRefused = new Counter({
    name: 'dx_submits_refused_total',
    help: 'Submits refused with 429, by reason: the address limit, the global budget, or its reserve for new networks.',
    labelNames: ['reason'],
    registers: [registry],
  });

  const requeues = new Counter({
    name: 'dx_report_requeues_total',
    help: 'Report jobs queued again by the requeue loop: unfinished (job lost) or failed (a new round).',
    labelNames: ['kind'],
    registers: [registry],
  });
  const httpResponses = new Counter({
    name: 'dx_http_responses_total',
    help: 'API answers by route template and HTTP status (429: rate limited; 401 on /api/admin/login: a failed login).',
    labelNames: ['route', 'status'],
    registers: [registry],
  });

  return {
    registry,
    submitDuration,
    submitsRefused,
    httpResponses,
    recordRequeues(counts: { unfinished: number; failed: number }): void {
      if (counts.unfinished > 0) requeues.inc({ kind: 'unfinished' }, counts.unfinished);
      if (counts.failed > 0) requeues.inc({ kind: 'failed' }, counts.failed);
    },
    report: createReportMetrics(registry),
    retention: createRetentionMetrics(registry),
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
