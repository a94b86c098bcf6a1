import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** A dependency the worker needs to do its work; rejects (or times out) when unreachable. */
export type ReadinessCheck = () => Promise<void>;

/** How long a readiness check may take before its dependency counts as unreachable. */
const checkTimeoutMs = 2000;

async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), checkTimeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The worker's own /metrics (Prometheus), /healthz (liveness: the worker loops run) and /readyz
 * (readiness: Redis and PostgreSQL each reachable, reported separately) on one port, bound to `host`
 * (loopback unless a scraper elsewhere needs it).
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  registry: Registry;
  isLive: () => boolean;
  readiness: Record<string, ReadinessCheck>;
}): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.url === '/metrics') {
        res.writeHead(200, { 'content-type': options.registry.contentType });
        res.end(await options.registry.metrics());
      } else if (req.url === '/healthz') {
        const live = options.isLive();
        res.writeHead(live ? 200 : 503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: live ? 'ok' : 'unavailable' }));
      } else if (req.url === '/readyz') {
        const results = await Promise.all(
          Object.entries(options.readiness).map(
            async ([name, check]) => [name, await passes(check)] as const,
          ),
        );
        const ready = options.isLive() && results.every(([, ok]) => ok);
        res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            status: ready ? 'ok' : 'unavailable',
            checks: Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ok' : 'unreachable'])),
          }),
        );
      } else {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
