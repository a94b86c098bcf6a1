import { adminDeliveriesQuerySchema, totalCountHeader } from '@app/shared/contract';
import { Router } from 'express';
import { requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { listDeliveries, type ListDeliveriesDeps } from '../services/list-deliveries';

export type AdminDeliveriesDeps = RequireAdminDeps & ListDeliveriesDeps;

/**
 * GET /api/admin/deliveries: the delivery log (visitor e-mails, lead e-mails, webhooks), behind an
 * admin token like /api/admin/data. Filters `no` and `status`; `limit` (1–100, default 50) and
 * `offset`; the body is the array of rows and the total rides in X-Total-Count.
 */
export function adminDeliveriesRouter(deps: AdminDeliveriesDeps): Router {
  const router = Router();
  router.get('/api/admin/deliveries', requireAdmin(deps), async (req, res) => {
    const query = adminDeliveriesQuerySchema.parse(req.query);
    const { rows, total } = await listDeliveries(deps, query);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(totalCountHeader, String(total));
    res.json(rows);
  });
  return router;
}
