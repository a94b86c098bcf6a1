import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HttpServerLimits {
  /** Time a client has to send the request headers. */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request, body included. */
  requestTimeoutMs: number;
  /** Idle time after which a keep-alive connection is closed. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; more are refused. */
  maxConnections: number;
}

/**
 * Listens with bounds on slow and idle clients: a client that trickles its headers or body is cut
 * after the timeouts (Node answers 408 and closes), and connections beyond the cap are refused, so
 * a few hundred slow sockets cannot hold the process. The response side is not bounded here:
 * POST /api/submit holds its answer until the report exists.
 */
export async function listenHttp(
  handler: RequestListener,
  options: HttpServerLimits & { port: number; host?: string },
): Promise<{ server: Server; port: number }> {
  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs,
      requestTimeout: options.requestTimeoutMs,
      keepAliveTimeout: options.keepAliveTimeoutMs,
      // How often the timeouts above are checked (Node's default, 30 s, would let a slow client
      // stay that much longer).
      connectionsCheckingInterval: Math.min(1000, options.headersTimeoutMs),
    },
    handler,
  );
  server.maxConnections = options.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}
