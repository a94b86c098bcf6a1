import {
  createAdminAuditLog,
  createCompanyKeyHasher,
  createContactRetentionStore,
  createFunnelStore,
  createReportLinkStore,
  createSubmissionStore,
  fillMissingCompanyKeys,
  fillMissingSearchText,
  openDatabase,
  startAuditLogRetentionSweep,
  startContactRetentionSweep,
} from '@app/shared/db';
import { deliveryConfigFromEnv, siteInfoFromEnv, warnOnUnsetProvider } from '@app/shared/delivery';
import {
  deliveryJobSpec,
  deliveryQueueOn,
  startJobRunner,
  startReportJobs,
  reportJobSpec,
} from '@app/shared/jobs';
import type { Logger } from '@app/shared/logging';
import { createReportComposer, openAiOptionsFromEnv, providerFromEnv } from '@app/shared/report';
import { createApp } from './app';
import type { ApiEnv } from './config/env';
import { setUpAdmin, type AdminSetup } from './lib/admin-setup';
import { createApiMetrics } from './lib/api-metrics';
import { companyKeySecret } from './lib/company-key-secret';
import { secureDataDir } from './lib/data-dir';
import { listenHttp } from './lib/http-server';
import { startMetricsServer, type MetricsServer } from './lib/metrics-server';
import { createRateLimiter } from './lib/rate-limiter';
import { reportQueueOn } from './lib/report-queue';
import { startRequeueLoop } from './services/requeue-unfinished-reports';

export interface RunningApi {
  url: string;
  mode: 'embedded' | 'distributed';
  /** The internal /metrics, when METRICS_PORT is set. */
  metricsUrl?: string;
  /** Admin login path and, on a first embedded start, the generated operator account. */
  admin: Pick<AdminSetup, 'loginPath' | 'generatedAccount'>;
  /** Stops accepting connections, lets waiting submits finish (up to SHUTDOWN_TIMEOUT_MS), closes the pools. */
  close(): Promise<void>;
}

/** Wires database, queue and app for the configured mode and listens on PORT (0 picks a free port). */
export async function startApiServer(env: ApiEnv, logger: Logger): Promise<RunningApi> {
  warnOnUnsetProvider(env, logger);
  if (!env.DATABASE_URL) secureDataDir(env.DATA_DIR);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const keySecret = companyKeySecret(env, logger);
  const companyKeys = createCompanyKeyHasher(keySecret);
  // Before the first submit: a report job reads the keys of earlier submissions.
  const keyed = await fillMissingCompanyKeys(database.db, companyKeys);
  if (keyed > 0) logger.info({ keyed }, 'keyed stored submissions by company');
  // Before the admin list answers: a search would miss rows stored before the search column.
  const searchable = await fillMissingSearchText(database.db);
  if (searchable > 0) logger.info({ searchable }, 'filled the search text of stored submissions');
  const store = createSubmissionStore(database.db, { companyKeys });
  const distributed = Boolean(env.REDIS_URL);
  // Embedded: this process runs the jobs, once it listens; distributed: the workers run them.
  const runner = await startJobRunner(
    env.REDIS_URL
      ? {
          mode: 'distributed',
          redisUrl: env.REDIS_URL,
          prefix: env.QUEUE_PREFIX,
          waitable: [reportJobSpec.queue],
        }
      : { mode: 'embedded' },
    logger,
  );
  // Rate-limit counters shared by every API process, on the runner's connection: commands fail
  // fast while Redis is away (the limiters then count in memory) and ioredis reconnects by itself.
  const redis = runner.redis;
  const queue = reportQueueOn(runner);
  const deliveryQueue = deliveryQueueOn(
    runner.queue(deliveryJobSpec(env.DELIVERY_ATTEMPTS, env.DELIVERY_BACKOFF_MS)),
  );
  const metrics = createApiMetrics(() => queue.counts());

  const admin = await setUpAdmin(env, database.db, logger, redis);
  const app = createApp({
    admin: admin.deps,
    opsQueues: runner.dashboardQueues(),
    deliveries: { requeue: deliveryQueue.enqueue },
    metrics,
    submitLimiter: createRateLimiter({
      points: env.SUBMIT_RATE_LIMIT,
      durationSeconds: env.SUBMIT_RATE_WINDOW_SECONDS,
      keyPrefix: `${env.QUEUE_PREFIX}:submit-limit`,
      redis,
    }),
    globalSubmitLimiter: createRateLimiter({
      points: env.SUBMIT_GLOBAL_RATE_LIMIT,
      durationSeconds: env.SUBMIT_GLOBAL_RATE_WINDOW_SECONDS,
      keyPrefix: `${env.QUEUE_PREFIX}:submit-global-limit`,
      redis,
    }),
    submitReserveShare: env.SUBMIT_GLOBAL_RESERVE_PERCENT / 100,
    submitMaxQueueWaiting: env.SUBMIT_MAX_QUEUE_WAITING,
    reportViewLimiter: createRateLimiter({
      points: env.REPORT_VIEW_RATE_LIMIT,
      durationSeconds: env.REPORT_VIEW_RATE_WINDOW_SECONDS,
      keyPrefix: `${env.QUEUE_PREFIX}:report-view-limit`,
      redis,
    }),
    funnel: createFunnelStore(database.db),
    funnelLimiter: createRateLimiter({
      points: env.FUNNEL_RATE_LIMIT,
      durationSeconds: env.FUNNEL_RATE_WINDOW_SECONDS,
      keyPrefix: `${env.QUEUE_PREFIX}:funnel-limit`,
      redis,
    }),
    store,
    reportLinks: createReportLinkStore(database.db),
    queue,
    logger,
    reportTimeoutMs: env.REPORT_TIMEOUT_MS,
    duplicateWindowMs: env.SUBMIT_DUPLICATE_WINDOW_SECONDS * 1000,
    reportLinkTtlMs: env.REPORT_LINK_TTL_DAYS * 24 * 60 * 60 * 1000,
    trustProxy: env.TRUST_PROXY,
    staticDir: env.STATIC_DIR,
    site: { info: siteInfoFromEnv(env), publicUrl: env.PUBLIC_URL },
    readinessChecks: { database: database.ping, queue: queue.ping },
  });
  const { server, port } = await listenHttp(app, {
    port: env.PORT,
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: env.HTTP_MAX_CONNECTIONS,
    // Behind a proxy every connection comes from the proxy: the proxy limits its clients.
    maxConnectionsPerAddress: env.TRUST_PROXY === false ? env.HTTP_MAX_CONNECTIONS_PER_ADDRESS : null,
    firstRequestTimeoutMs: env.HTTP_FIRST_REQUEST_TIMEOUT_MS,
  });
  const metricsServer: MetricsServer | undefined =
    env.METRICS_PORT === undefined
      ? undefined
      : await startMetricsServer({
          port: env.METRICS_PORT,
          host: env.METRICS_HOST,
          registry: metrics.registry,
        });
  const jobs = distributed
    ? undefined
    : await startReportJobs({
        runner,
        db: database.db,
        store,
        composeReport: createReportComposer({
          db: database.db,
          openai: openAiOptionsFromEnv(env),
          provider: providerFromEnv(env),
          logger,
        }),
        // Only now is the server's own address known (PORT may be 0), for the links in e-mails.
        deliveryConfig: deliveryConfigFromEnv(env, {
          publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
          adminPathSecret: admin.pathSecret,
        }),
        reportConcurrency: env.WORKER_CONCURRENCY,
        reportMetrics: metrics.report,
        registry: metrics.registry,
        logger,
        deliveries: {
          attempts: env.DELIVERY_ATTEMPTS,
          backoffMs: env.DELIVERY_BACKOFF_MS,
          sweepIntervalMs: env.DELIVERY_SWEEP_INTERVAL_MS,
          // Nothing else runs this process's messages: any pending one at start was left by a
          // previous run, and later ones have their own in-memory run (joined, not duplicated).
          sweepOlderThanMs: 0,
          // This process is the only sender: the cap is counted in its memory.
          keyPrefix: 'embedded',
          keySecret,
        },
      });
  const requeue = startRequeueLoop({
    store,
    queue,
    logger,
    intervalMs: env.REQUEUE_INTERVAL_MS,
    olderThanMs: env.REQUEUE_INTERVAL_MS,
    maxRequeues: env.REQUEUE_MAX_ATTEMPTS,
    failedDelayMs: env.REQUEUE_INTERVAL_MS,
    failedMaxAgeMs: env.REQUEUE_MAX_AGE_HOURS * 60 * 60 * 1000,
    onRequeued: (counts) => metrics.recordRequeues(counts),
  });
  // Distributed mode: the workers erase expired contact data.
  const retention = startContactRetentionSweep({
    store: createContactRetentionStore(database.db),
    logger,
    months: distributed ? 0 : env.CONTACT_RETENTION_MONTHS,
    holdStatuses: env.CONTACT_RETENTION_HOLD_STATUSES,
    onErased: (count) => metrics.retention.recordErased(count),
  });
  const auditRetention = startAuditLogRetentionSweep({
    store: createAdminAuditLog(database.db),
    logger,
    days: distributed ? 0 : env.AUDIT_LOG_RETENTION_DAYS,
  });

  return {
    url: `http://localhost:${port}`,
    mode: distributed ? 'distributed' : 'embedded',
    metricsUrl: metricsServer?.url,
    admin: { loginPath: admin.loginPath, generatedAccount: admin.generatedAccount },
    async close() {
      requeue.stop();
      await retention.stop();
      await auditRetention.stop();
      await metricsServer?.close();
      // Stop accepting; requests held open for a report may finish, up to a bound.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection becomes idle once its answer is sent; close those as they appear.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const bound = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT_MS);
      await closed;
      clearInterval(sweep);
      clearTimeout(bound);
      // Running attempts finish first; jobs still waiting stay in Redis, or pending in the database
      // for the next start's requeue loop and delivery sweep.
      await (jobs ?? runner).close();
      await database.close();
    },
  };
}
