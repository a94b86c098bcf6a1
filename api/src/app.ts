import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SubmissionStore } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import express, { type Express } from 'express';
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { AdminDeps } from './lib/admin-deps';
import type { ReportQueue } from './lib/report-queue';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { adminDataRouter } from './routes/admin-data';
import { adminLoginRouter } from './routes/admin-login';
import { healthRouter } from './routes/health';
import { questionnaireRouter } from './routes/questionnaire';
import { submitRouter } from './routes/submit';

export interface AppDeps {
  store: SubmissionStore;
  queue: ReportQueue;
  logger: Logger;
  reportTimeoutMs: number;
  readinessChecks: Record<string, () => Promise<void>>;
  trustProxy: number | false;
  /** Folder of the built SPA; not served when absent. */
  staticDir?: string;
  /** The operator's login and responses API; not mounted when absent. */
  admin?: AdminDeps;
}

/** Builds the Express app without listening, so tests can mount it on port 0. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.trustProxy);

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use(healthRouter({ checks: deps.readinessChecks }));
  app.use('/api', express.json({ limit: '64kb' }));
  app.use(questionnaireRouter());
  app.use(
    submitRouter({
      store: deps.store,
      queue: deps.queue,
      reportTimeoutMs: deps.reportTimeoutMs,
      logger: deps.logger,
    }),
  );
  if (deps.admin) {
    app.use(adminLoginRouter(deps.admin));
    app.use(adminDataRouter(deps.admin));
  }
  app.use('/api', apiNotFound);

  if (deps.staticDir && existsSync(path.join(deps.staticDir, 'index.html'))) {
    const indexHtml = path.resolve(deps.staticDir, 'index.html');
    app.use(express.static(deps.staticDir, { index: false, maxAge: '1h' }));
    // Every other GET is a client-side route of the SPA, which redirects unknown paths to /.
    app.get('/{*path}', (_req, res) => {
      res.sendFile(indexHtml);
    });
  }

  app.use(errorHandler);
  return app;
}
