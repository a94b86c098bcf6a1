import { adminAuditQuerySchema, totalCountHeader } from '@app/shared/contract';
import { Router } from 'express';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { requireRole } from '../middleware/require-role';
import { listAuditLog, type ListAuditLogDeps } from '../services/list-audit-log';

export type AdminAuditDeps = RequireAdminDeps & ListAuditLogDeps;

/**
 * GET /api/admin/audit, for the `admin` role only: the audit log, newest first, filtered by `no`,
 * `operator` (username), `action` and the Tokyo days `from`–`to`; `limit` (1–100, default 50) and
 * `offset`; the body is the array of entries and the total rides in X-Total-Count.
 */
export function adminAuditRouter(deps: AdminAuditDeps): Router {
  const router = Router();
  router.use('/api/admin/audit', requireAdmin(deps), requireRole('admin'));

  router.get('/api/admin/audit', async (req, res) => {
    const query = adminAuditQuerySchema.parse(req.query);
    const { entries, total } = await listAuditLog(deps, currentAdmin(res), query);
    res.setHeader(totalCountHeader, String(total));
    res.json(entries);
  });
  return router;
}
