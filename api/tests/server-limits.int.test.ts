import net from 'node:net';
import { buildSubmitRequest, testRedisUrl, uniqueQueuePrefix } from '@app/shared/testing';
import { describe, expect, test } from 'vitest';
import { postSubmit, startTestApi, useTestApi } from './start-test-api';

// Slow and idle clients, on loopback only, each bounded in time: a connection the server does not
// cut within `deadlineMs` fails the test instead of hanging it.
const limits = {
  HTTP_HEADERS_TIMEOUT_MS: '1000',
  HTTP_REQUEST_TIMEOUT_MS: '2000',
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
};
const testApi = useTestApi(limits);
const { database } = testApi;

interface RawConnection {
  socket: net.Socket;
  /** Everything the server sent so far. */
  received(): string;
  /** Resolves with the milliseconds since connecting once the server closes, or rejects after `deadlineMs`. */
  closed(deadlineMs: number): Promise<number>;
}

async function connect(url: string, localAddress = '127.0.0.1'): Promise<RawConnection> {
  const { port } = new URL(url);
  const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const startedAt = Date.now();
  let received = '';
  let closedAt: number | undefined;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const whenClosed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedAt = Date.now();
      resolve();
    }),
  );
  return {
    socket,
    received: () => received,
    async closed(deadlineMs) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`still open after ${deadlineMs} ms`)), deadlineMs);
      });
      try {
        await Promise.race([whenClosed, deadline]);
        return closedAt! - startedAt;
      } finally {
        clearTimeout(timer);
        socket.destroy();
      }
    },
  };
}

/** Writes `text` one byte every `everyMs` until the socket closes or `maxBytes` went out. */
function trickle(connection: RawConnection, text: string, everyMs: number): () => void {
  let index = 0;
  const timer = setInterval(() => {
    if (connection.socket.destroyed || index >= text.length) {
      clearInterval(timer);
      return;
    }
    connection.socket.write(text[index]!);
    index += 1;
  }, everyMs);
  return () => clearInterval(timer);
}

describe('server timeouts and connection cap', () => {
  test('when a client trickles a submit body, then it is answered 408 and cut once the request timeout has passed', async () => {
    const connection = await connect(testApi.api.url);
    const body = JSON.stringify({ padding: 'x'.repeat(4000) });
    connection.socket.write(
      `POST /api/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );

    const stop = trickle(connection, body, 100);
    const afterMs = await connection.closed(8000).finally(stop);

    expect(afterMs).toBeGreaterThanOrEqual(1900);
    expect(afterMs).toBeLessThan(5000);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  test('when a client trickles its headers, then it is cut once the headers timeout has passed', async () => {
    const connection = await connect(testApi.api.url);
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    const stop = trickle(connection, `X-Slow: ${'y'.repeat(200)}\r\n\r\n`, 100);
    const afterMs = await connection.closed(8000).finally(stop);

    expect(afterMs).toBeLessThan(4000);
    expect(connection.received()).not.toContain('"status":"ok"');
  });

  test('when a submit waits for its report longer than the request timeout, then it is still answered', async () => {
    // No worker runs: the submit is held until REPORT_TIMEOUT_MS and answered 504.
    const waiting = await startTestApi({
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      REPORT_TIMEOUT_MS: '3000',
      ...limits,
    });
    try {
      const startedAt = Date.now();

      const response = await postSubmit(waiting.url, buildSubmitRequest());

      expect(response.status).toBe(504);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2900);
    } finally {
      await waiting.close();
    }
  });

  test('when a client connects and sends nothing, then the connection is closed', async () => {
    const connection = await connect(testApi.api.url);

    const afterMs = await connection.closed(8000);

    expect(afterMs).toBeLessThan(4000);
  });

  test('when a keep-alive connection stays idle after its answer, then it is closed after the keep-alive timeout', async () => {
    const connection = await connect(testApi.api.url);
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');

    const afterMs = await connection.closed(8000);

    expect(connection.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeLessThan(3000);
  });

  test('when more connections than the cap are open, then further ones are refused until some close', async () => {
    const capped = await startTestApi({
      DATABASE_URL: database.url,
      HTTP_MAX_CONNECTIONS: '3',
      HTTP_HEADERS_TIMEOUT_MS: '20000',
      HTTP_REQUEST_TIMEOUT_MS: '20000',
    });
    const held: RawConnection[] = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        const connection = await connect(capped.url);
        connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        held.push(connection);
      }
      // The server counts a connection once it has accepted it.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const refused = await connect(capped.url);
      refused.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const refusedAfterMs = await refused.closed(3000);
      for (const connection of held) connection.socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const later = await fetch(`${capped.url}/healthz`);

      expect(refusedAfterMs).toBeLessThan(2000);
      expect(refused.received()).toBe('');
      expect(later.status).toBe(200);
    } finally {
      for (const connection of held) connection.socket.destroy();
      await capped.close();
    }
  });

  test('when one address holds its share of connections, then its next one is refused while another address still gets in', async () => {
    const capped = await startTestApi({
      DATABASE_URL: database.url,
      HTTP_MAX_CONNECTIONS: '20',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '3',
      HTTP_HEADERS_TIMEOUT_MS: '20000',
      HTTP_REQUEST_TIMEOUT_MS: '20000',
      HTTP_FIRST_REQUEST_TIMEOUT_MS: '20000',
    });
    const held: RawConnection[] = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        const connection = await connect(capped.url, '127.0.0.1');
        connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
        held.push(connection);
      }

      const refused = await connect(capped.url, '127.0.0.1');
      refused.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const refusedAfterMs = await refused.closed(3000);
      const other = await connect(capped.url, '127.0.0.2');
      other.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      await other.closed(3000);

      expect(refusedAfterMs).toBeLessThan(2000);
      expect(refused.received()).toBe('');
      expect(other.received()).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      for (const connection of held) connection.socket.destroy();
      await capped.close();
    }
  });

  test('when a connection sends nothing, then it is closed after the first-request timeout, well before the headers timeout', async () => {
    const quick = await startTestApi({
      DATABASE_URL: database.url,
      HTTP_HEADERS_TIMEOUT_MS: '20000',
      HTTP_REQUEST_TIMEOUT_MS: '20000',
      HTTP_FIRST_REQUEST_TIMEOUT_MS: '300',
    });
    try {
      const silent = await connect(quick.url);
      const answered = await connect(quick.url);
      answered.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');

      const afterMs = await silent.closed(5000);
      await answered.closed(5000);

      expect(afterMs).toBeLessThan(3000);
      expect(silent.received()).toBe('');
      expect(answered.received()).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await quick.close();
    }
  });

  test('when the timeouts are set the wrong way round, then the configuration is refused', async () => {
    await expect(
      startTestApi({
        DATABASE_URL: database.url,
        HTTP_HEADERS_TIMEOUT_MS: '5000',
        HTTP_REQUEST_TIMEOUT_MS: '1000',
      }),
    ).rejects.toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });
});
