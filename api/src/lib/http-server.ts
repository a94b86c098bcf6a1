import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addressKey } from './client-address';

export interface HttpServerLimits {
  /** Time a client has to send the request headers. */
  headersTimeoutMs: number;
  /** Time a client has to send the whole request, body included. */
  requestTimeoutMs: number;
  /** Idle time after which a keep-alive connection is closed. */
  keepAliveTimeoutMs: number;
  /** Connections open at once; more are refused. */
  maxConnections: number;
  /**
   * Connections one client address (an IPv6 /64) may hold at once; more from it are refused while
   * other addresses still get in. Null behind a trusted proxy, where every connection is the proxy's.
   */
  maxConnectionsPerAddress: number | null;
  /** Time a new connection has to start its first request; one that sends nothing is closed then. */
  firstRequestTimeoutMs: number;
}

/**
 * Listens with bounds on slow and idle clients: a client that trickles its headers or body is cut
 * after the timeouts (Node answers 408 and closes), one that sends nothing after the first-request
 * timeout, and connections beyond the cap, or beyond one address's share of it, are refused, so a few
 * hundred slow sockets from one client cannot hold the process or keep others out. The response side is not bounded here:
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
  const perAddress = options.maxConnectionsPerAddress;
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket) => {
    if (perAddress !== null) {
      const key = addressKey(socket.remoteAddress);
      const open = openByAddress.get(key) ?? 0;
      if (open >= perAddress) {
        socket.destroy();
        return;
      }
      openByAddress.set(key, open + 1);
      socket.once('close', () => {
        const left = (openByAddress.get(key) ?? 1) - 1;
        if (left > 0) openByAddress.set(key, left);
        else openByAddress.delete(key);
      });
    }
    // A connection that never starts a request would otherwise hold its slot for the headers timeout.
    socket.setTimeout(options.firstRequestTimeoutMs, () => socket.destroy());
  });
  // Once a request has begun, the timeouts above and the held submit's own deadline govern it.
  server.on('request', (request) => request.socket.setTimeout(0));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { server, port: (server.address() as AddressInfo).port };
}
