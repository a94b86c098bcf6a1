import { adminOverviewQuerySchema } from '@app/shared/contract';
import { Router } from 'express';
import { requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { buildOverview, type BuildOverviewDeps } from '../services/build-overview';

export type AdminOverviewDeps = RequireAdminDeps & BuildOverviewDeps;

/**
 * GET /api/admin/overview: submissions per day and week, levels, industries, employee bands,
 * writers and the funnel, behind an admin token. Query `from` and `to` (YYYY-MM-DD, Tokyo days)
 * choose the period; absent, the 30 days up to today.
 */
export function adminOverviewRouter(deps: AdminOverviewDeps): Router {
  const router = Router();
  router.get('/api/admin/overview', requireAdmin(deps), async (req, res) => {
    const query = adminOverviewQuerySchema.parse(req.query);
    res.json(await buildOverview(deps, query));
  });
  return router;
}
