import { Router } from 'express';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { logoutAdmin, type AdminLogoutDeps } from '../services/admin-logout';

export type AdminLogoutRouteDeps = RequireAdminDeps & AdminLogoutDeps;

/** POST /api/admin/logout: revokes the operator's tokens (DESIGN §6); 204, or 401 without a valid token. */
export function adminLogoutRouter(deps: AdminLogoutRouteDeps): Router {
  const router = Router();
  router.post('/api/admin/logout', requireAdmin(deps), async (_req, res) => {
    await logoutAdmin(deps, currentAdmin(res));
    res.status(204).end();
  });
  return router;
}
