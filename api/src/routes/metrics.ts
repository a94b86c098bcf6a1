import { Router } from 'express';
import type { Registry } from 'prom-client';

/** GET /metrics in Prometheus text format; keep it off the public internet at the proxy. */
export function metricsRouter(registry: Registry): Router {
  const router = Router();
  router.get('/metrics', async (_req, res) => {
    res.set('Content-Type', registry.contentType).send(await registry.metrics());
  });
  return router;
}
