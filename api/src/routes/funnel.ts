import { funnelStepRequestSchema, tokyoDayOf } from '@app/shared/contract';
import type { FunnelStore } from '@app/shared/db';
import { Router, type RequestHandler } from 'express';

export interface FunnelRouteDeps {
  funnel: Pick<FunnelStore, 'increment'>;
  /** Per-address limit, so the counters cannot be flooded. */
  rateLimit: RequestHandler;
}

/**
 * POST /api/funnel `{ step }`: one page view of a funnel step, added to today's counter (Tokyo
 * day). Nothing about the visitor is kept: no cookie, no id, no address (the limiter's counter
 * expires with its window).
 */
export function funnelRouter(deps: FunnelRouteDeps): Router {
  const router = Router();
  router.post('/api/funnel', deps.rateLimit, async (req, res) => {
    const { step } = funnelStepRequestSchema.parse(req.body);
    await deps.funnel.increment(step, tokyoDayOf(new Date()));
    res.status(204).end();
  });
  return router;
}
