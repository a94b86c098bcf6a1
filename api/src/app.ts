import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FunnelStore, ReportLinkStore, SubmissionStore } from '@app/shared/db';
import type { SiteInfo } from '@app/shared/contract';
import { siteInfoFromEnv } from '@app/shared/delivery';
import { serializeError, type Logger } from '@app/shared/logging';
import type { Queue } from 'bullmq';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { AdminDeps } from './lib/admin-deps';
import type { ApiMetrics } from './lib/api-metrics';
import type { DeliveryRequeue } from './lib/delivery-requeue';
import type { ReportQueue } from './lib/report-queue';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { countResponses } from './middleware/count-responses';
import { limitByAddress } from './middleware/limit-by-address';
import { limitSubmits } from './middleware/limit-submits';
import { adminDataRouter } from './routes/admin-data';
import { adminAuditRouter } from './routes/admin-audit';
import { adminDeliveriesRouter } from './routes/admin-deliveries';
import { adminLoginRouter } from './routes/admin-login';
import { adminLogoutRouter } from './routes/admin-logout';
import { adminMeRouter } from './routes/admin-me';
import { adminOperatorsRouter } from './routes/admin-operators';
import { adminOverviewRouter } from './routes/admin-overview';
import { adminResponsesRouter } from './routes/admin-responses';
import { adminRetentionRouter } from './routes/admin-retention';
import { funnelRouter } from './routes/funnel';
import { healthRouter } from './routes/health';
import { queueDashboardRouter } from './routes/queue-dashboard';
import { questionnaireRouter } from './routes/questionnaire';
import { siteRouter } from './routes/site';
import { spaRouter } from './routes/spa';
import { reportLinkRouter } from './routes/report-link';
import { submitRouter } from './routes/submit';

export interface AppDeps {
  store: SubmissionStore;
  reportLinks: ReportLinkStore;
  queue: ReportQueue;
  logger: Logger;
  reportTimeoutMs: number;
  /** An identical body submitted again within this window answers the first submission. */
  duplicateWindowMs: number;
  /** How long a private report link works. */
  reportLinkTtlMs: number;
  readinessChecks: Record<string, () => Promise<void>>;
  trustProxy: readonly string[] | false;
  metrics: ApiMetrics;
  /** Counts valid submits per client address. */
  submitLimiter: RateLimiterAbstract;
  /** Counts valid submits of all addresses together (the safety budget). */
  globalSubmitLimiter: RateLimiterAbstract;
  /** Share of that budget (0–1) kept for networks that have not submitted in the per-address window. */
  submitReserveShare: number;
  /** Report jobs that may wait for a worker before a new submit is refused. */
  submitMaxQueueWaiting: number;
  /** Counts report-link reads per client address. */
  reportViewLimiter: RateLimiterAbstract;
  /** The server-side funnel's daily counters (page views and stored submissions). */
  funnel: FunnelStore;
  /** Counts funnel page views per client address. */
  funnelLimiter: RateLimiterAbstract;
  /** Folder of the built SPA; not served when absent. */
  staticDir?: string;
  /** Who runs the service (GET /api/site) and its public address (PUBLIC_URL); defaults when absent. */
  site?: { info: SiteInfo; publicUrl?: string };
  /** The operator's login and responses API; not mounted when absent. */
  admin?: AdminDeps;
  /** The BullMQ queues (reports, deliveries), shown to operators in Bull Board (distributed mode). */
  opsQueues?: Queue[];
  /**
   * Where the deliveries an operator resends, and the webhooks of a lead's changes, are queued: the
   * workers' queue, or this process.
   */
  deliveries?: DeliveryRequeue;
}

/** A request path as logged: the token of a private report link is replaced by `:token`. */
export function redactPath(path: string): string {
  return path
    .replace(/^(\/(?:api\/)?report\/)[^/]+/, '$1:token')
    .replace(/^(\/admin\/[^/]+\/)[^/]+/, '$1:secret');
}

/** The SPA's built files: logged at debug, so a page view is one line, not twenty. */
const staticAsset = /^\/assets\/|\.(?:js|css|map|png|jpe?g|webp|svg|ico|woff2?|txt|xml|webmanifest)$/;

/** Builds the Express app without listening, so tests can mount it on port 0. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  const site = deps.site?.info ?? siteInfoFromEnv({});
  app.disable('x-powered-by');
  // Express believes X-Forwarded-For only from these addresses (a list of addresses, CIDRs or names).
  app.set('trust proxy', deps.trustProxy === false ? false : [...deps.trustProxy]);
  app.use(
    helmet({
      // Same-origin SPA: scripts, styles and fonts are all served from here. The embedded mode
      // runs on plain HTTP, so requests must not be upgraded to HTTPS.
      contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
      // Over plain HTTP (embedded mode) a Strict-Transport-Security header would be wrong.
      strictTransportSecurity: false,
    }),
  );

  app.use(
    pinoHttp({
      logger: deps.logger,
      // Query strings carry admin search terms (company names): log the path only, and without
      // the token of a private report link.
      serializers: {
        // pino-http would otherwise log errors with its own serializer, bodies and queries included.
        err: serializeError,
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: redactPath(req.url.split('?')[0]!),
        }),
        // The status is what a request log needs; the response headers would triple each line.
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (req, res, error) => {
        if (error || res.statusCode >= 500) return 'error';
        return staticAsset.test((req.url ?? '').split('?')[0]!) ? 'debug' : 'info';
      },
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => ['/healthz', '/readyz'].includes(req.url ?? '') },
    }),
  );
  // Brotli or gzip for API answers and pages above 1 KB (quality 4: fast enough per request);
  // the SPA's static files are compressed at build time (middleware/serve-static-files.ts).
  app.use(compression());
  app.use(countResponses(deps.metrics.httpResponses));
  app.use(healthRouter({ checks: deps.readinessChecks }));
  // /metrics is served on METRICS_PORT (lib/metrics-server.ts), never on the public port.
  app.use('/api', (_req, res, next) => {
    // API answers carry leads, report links and tokens: never cached, unless a route says so.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', express.json({ limit: '64kb' }));
  app.use(questionnaireRouter());
  app.use(siteRouter({ site, publicUrl: deps.site?.publicUrl }));
  app.use(
    submitRouter({
      store: deps.store,
      queue: deps.queue,
      funnel: deps.funnel,
      reportTimeoutMs: deps.reportTimeoutMs,
      duplicateWindowMs: deps.duplicateWindowMs,
      reportLinkTtlMs: deps.reportLinkTtlMs,
      logger: deps.logger,
      rateLimit: limitSubmits({
        perAddress: deps.submitLimiter,
        global: deps.globalSubmitLimiter,
        reserveShare: deps.submitReserveShare,
        refused: deps.metrics.submitsRefused,
        logger: deps.logger,
        queue: {
          waiting: async () => (await deps.queue.counts()).waiting ?? 0,
          maxWaiting: deps.submitMaxQueueWaiting,
        },
      }),
      duration: deps.metrics.submitDuration,
    }),
  );
  app.use(reportLinkRouter({ links: deps.reportLinks, rateLimit: limitByAddress(deps.reportViewLimiter) }));
  app.use(funnelRouter({ funnel: deps.funnel, rateLimit: limitByAddress(deps.funnelLimiter) }));
  if (deps.admin) {
    app.use(adminLoginRouter(deps.admin));
    app.use(adminLogoutRouter(deps.admin));
    app.use(adminMeRouter(deps.admin));
    app.use(adminOperatorsRouter(deps.admin));
    app.use(adminDataRouter(deps.admin));
    app.use(adminResponsesRouter({ ...deps.admin, deliveries: deps.deliveries }));
    app.use(adminDeliveriesRouter({ ...deps.admin, deliveries: deps.deliveries }));
    app.use(adminOverviewRouter(deps.admin));
    app.use(adminRetentionRouter(deps.admin));
    app.use(adminAuditRouter(deps.admin));
    if (deps.opsQueues?.length) app.use(queueDashboardRouter({ ...deps.admin, queues: deps.opsQueues }));
  }
  app.use('/api', apiNotFound);

  if (deps.staticDir && existsSync(path.join(deps.staticDir, 'index.html'))) {
    app.use(
      spaRouter({ staticDir: deps.staticDir, site, publicUrl: deps.site?.publicUrl, logger: deps.logger }),
    );
  }

  app.use(errorHandler);
  return app;
}
