import { Counter, Histogram, type Registry } from 'prom-client';
import type { CompletedReport } from '../db/repositories/submission-store';

/** Report-job metrics, recorded wherever jobs run: worker processes, or the API in embedded mode. */
export function createReportMetrics(registry: Registry) {
  const jobDuration = new Histogram({
    name: 'dx_report_job_duration_seconds',
    help: 'Time to compose and store one report, by writer.',
    labelNames: ['writer'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80],
    registers: [registry],
  });
  const reports = new Counter({
    name: 'dx_reports_total',
    help: 'Reports written, by writer: llm, builtin, or fallback (the model failed).',
    labelNames: ['writer'],
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'dx_model_tokens_total',
    help: 'Tokens used by the language model.',
    labelNames: ['model'],
    registers: [registry],
  });
  const modelLatency = new Histogram({
    name: 'dx_model_latency_seconds',
    help: 'Time spent waiting for the language model per report, answered or not.',
    buckets: [0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80],
    registers: [registry],
  });
  const modelErrors = new Counter({
    name: 'dx_model_errors_total',
    help: 'Model answers not used, by reason (timeout, rate_limited, server_error, invalid_json, …).',
    labelNames: ['reason'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'dx_report_job_failures_total',
    help: 'Failed report attempts; final="true" once no attempt is left.',
    labelNames: ['final'],
    registers: [registry],
  });

  const queueWait = new Histogram({
    name: 'dx_report_queue_wait_seconds',
    help: 'Time a report job waited in the queue before its first attempt started.',
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80],
    registers: [registry],
  });

  return {
    recordQueueWait(waitedMs: number): void {
      queueWait.observe(waitedMs / 1000);
    },
    recordReport(report: CompletedReport): void {
      jobDuration.observe({ writer: report.writer }, report.reportMs / 1000);
      reports.inc({ writer: report.writer });
      if (report.model && report.tokens) tokens.inc({ model: report.model }, report.tokens);
      if (report.modelMs !== null) modelLatency.observe(report.modelMs / 1000);
      if (report.modelError) modelErrors.inc({ reason: report.modelError });
    },
    recordFailure(final: boolean): void {
      failures.inc({ final: String(final) });
    },
  };
}

export type ReportMetrics = ReturnType<typeof createReportMetrics>;
