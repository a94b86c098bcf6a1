import {
  adminDeliveriesQuerySchema,
  adminFailedDeliveriesQuerySchema,
  deliveryIdParamSchema,
  totalCountHeader,
} from '@app/shared/contract';
import { Router } from 'express';
import type { DeliveryRequeue } from '../lib/delivery-requeue';
import { currentAdmin, requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { listDeliveries, type ListDeliveriesDeps } from '../services/list-deliveries';
import { listFailedDeliveries } from '../services/list-failed-deliveries';
import { resendDelivery } from '../services/resend-delivery';

export type AdminDeliveriesDeps = RequireAdminDeps & ListDeliveriesDeps;

/**
 * The delivery log (visitor e-mails, lead e-mails, webhooks), behind an admin token like
 * /api/admin/data:
 * - GET /api/admin/deliveries: filters `no` and `status`; `limit` (1–100, default 50) and
 *   `offset`; the body is the array of rows and the total rides in X-Total-Count.
 * - GET /api/admin/deliveries/failed: the messages given up, latest failure first (`limit`,
 *   `offset`), with their total and the kinds whose recent deliveries all failed.
 * - POST /api/admin/deliveries/:id/resend: a failed message gets a new round of attempts (202),
 *   audited; 409 when it is not failed.
 */
export function adminDeliveriesRouter(
  deps: AdminDeliveriesDeps & {
    /** Where resent messages are queued; absent, the sweep queues them. */
    deliveries?: DeliveryRequeue;
  },
): Router {
  const router = Router();
  router.use('/api/admin/deliveries', requireAdmin(deps));

  router.get('/api/admin/deliveries', async (req, res) => {
    const query = adminDeliveriesQuerySchema.parse(req.query);
    const { rows, total } = await listDeliveries(deps, query);
    res.setHeader(totalCountHeader, String(total));
    res.json(rows);
  });

  router.get('/api/admin/deliveries/failed', async (req, res) => {
    const query = adminFailedDeliveriesQuerySchema.parse(req.query);
    res.json(await listFailedDeliveries(deps, query));
  });

  router.post('/api/admin/deliveries/:id/resend', async (req, res) => {
    const id = deliveryIdParamSchema.parse(req.params.id);
    const row = await resendDelivery(
      { outbox: deps.outbox, deliveries: deps.deliveries, logger: req.log },
      currentAdmin(res),
      id,
    );
    res.status(202).json(row);
  });
  return router;
}
