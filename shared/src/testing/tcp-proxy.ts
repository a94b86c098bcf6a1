import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a server that went away. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, say), so a test can take that
 * server away from one client and bring it back without stopping the machine's shared service.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;

  async function listen(): Promise<void> {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  }

  async function cut(): Promise<void> {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  await listen();
  return { port, cut, restore: listen, close: cut };
}
