import { Router } from 'express';
import type { Registry } from 'prom-client';

/** GET /metrics in Prometheus text format, mounted on the internal metrics port only (lib/metrics-server.ts). */
export function metricsRouter(registry: Registry): Router {
  const router = Router();
  router.get('/metrics', async (_req, res) => {
    res.set('Content-Type', registry.contentType).send(await registry.metrics());
  });
  return router;
}
