import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** The worker's own /metrics (Prometheus) and /healthz (the worker takes jobs) on one port. */
export async function startMetricsServer(options: {
  port: number;
  registry: Registry;
  isHealthy: () => boolean;
}): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.url === '/metrics') {
        res.writeHead(200, { 'content-type': options.registry.contentType });
        res.end(await options.registry.metrics());
      } else if (req.url === '/healthz') {
        const healthy = options.isHealthy();
        res.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: healthy ? 'ok' : 'unavailable' }));
      } else {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
