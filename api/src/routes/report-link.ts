import { Router, type RequestHandler } from 'express';
import { openReportLink, type OpenReportLinkDeps } from '../services/open-report-link';

export interface ReportLinkRouteDeps extends OpenReportLinkDeps {
  rateLimit: RequestHandler;
}

/** GET /api/report/:token: the stored report behind a private link (DESIGN §7b). */
export function reportLinkRouter(deps: ReportLinkRouteDeps): Router {
  const router = Router();
  router.get(
    '/api/report/:token',
    (_req, res, next) => {
      // The report holds the visitor's company data: never kept by browsers, proxies or indexes,
      // whether it is found or not.
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      next();
    },
    deps.rateLimit,
    async (req, res) => {
      const result = await openReportLink(deps, String(req.params.token));
      res.json(result);
    },
  );
  return router;
}
