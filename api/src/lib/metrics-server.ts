import type { Server } from 'node:http';
import express from 'express';
import type { Registry } from 'prom-client';
import { metricsRouter } from '../routes/metrics';
import { listenHttp } from './http-server';

export interface MetricsServer {
  /** Where Prometheus scrapes, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  close(): Promise<void>;
}

/**
 * The API's /metrics on a port of its own (METRICS_PORT), bound to loopback by default: the
 * figures tell queue depth, traffic and failures, which the public port must not.
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  registry: Registry;
}): Promise<MetricsServer> {
  const app = express();
  app.disable('x-powered-by');
  app.use(metricsRouter(options.registry));
  const { server, port } = await listenHttp(app, {
    port: options.port,
    host: options.host,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 10_000,
    keepAliveTimeoutMs: 5_000,
    maxConnections: 50,
    // One scraper, on an internal address: no per-address share needed.
    maxConnectionsPerAddress: null,
    firstRequestTimeoutMs: 5_000,
  });
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${port}/metrics`,
    close: () => closeServer(server),
  };
}

function closeServer(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  return closed;
}
