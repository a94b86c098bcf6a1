import type { AdminOperator } from '@app/shared/contract';
import { Router } from 'express';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';

/**
 * GET /api/admin/me: who the bearer token belongs to and their current role, so that the admin
 * pages hide what a `member` may not do; 401 without a valid token (or for a disabled operator).
 */
export function adminMeRouter(deps: RequireAdminDeps): Router {
  const router = Router();
  router.get('/api/admin/me', requireAdmin(deps), (_req, res) => {
    const { username, role } = currentAdmin(res);
    res.json({ username, role } satisfies AdminOperator);
  });
  return router;
}
