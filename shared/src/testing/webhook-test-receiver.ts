import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver got: lower-case headers and the raw body, as a verifier needs them. */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The status the receiver answered with. */
  status: number;
}

export interface WebhookTestReceiver {
  /** http://127.0.0.1:<port>/hooks/<name>, for WEBHOOK_URLS. */
  url: string;
  received: ReceivedWebhook[];
  /** Answers the next requests with these statuses, in order; after them 204. */
  answerNext(...statuses: number[]): void;
  /** Resolves once at least `count` requests answered 2xx arrived (or rejects after `timeoutMs`). */
  waitForDelivered(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A real HTTP endpoint on loopback that records webhook requests; signatures are checked by the tests. */
export async function startWebhookTestReceiver(name = 'crm'): Promise<WebhookTestReceiver> {
  const received: ReceivedWebhook[] = [];
  const scripted: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = scripted.shift() ?? 204;
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[key] = value;
      }
      received.push({
        path: request.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const delivered = () => received.filter((entry) => entry.status >= 200 && entry.status < 300);

  return {
    url: `http://127.0.0.1:${port}/hooks/${name}`,
    received,
    answerNext(...statuses) {
      scripted.push(...statuses);
    },
    async waitForDelivered(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (delivered().length < count) {
        if (Date.now() > deadline)
          throw new Error(`${delivered().length} of ${count} webhooks delivered after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return delivered();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
