import { Router } from 'express';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { previewRetentionSweep, type PreviewRetentionSweepDeps } from '../services/preview-retention-sweep';

export type AdminRetentionDeps = RequireAdminDeps & PreviewRetentionSweepDeps;

/** GET /api/admin/retention/preview: the leads the next retention sweep will erase, behind an admin token. */
export function adminRetentionRouter(deps: AdminRetentionDeps): Router {
  const router = Router();
  router.use('/api/admin/retention', requireAdmin(deps));

  router.get('/api/admin/retention/preview', async (_req, res) => {
    res.json(await previewRetentionSweep(deps, currentAdmin(res)));
  });
  return router;
}
