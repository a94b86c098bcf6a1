import { Webhook } from 'standardwebhooks';
import { DeliveryFailure } from './delivery-failure';

/** One webhook message: the id stays the same across retries so receivers can drop repeats. */
export interface OutgoingWebhook {
  url: string;
  id: string;
  payload: unknown;
}

export interface WebhookSender {
  send(webhook: OutgoingWebhook): Promise<void>;
}

/**
 * Posts JSON signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature:
 * `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`) with the whsec_ secret. Any 2xx is a delivery;
 * 410 Gone gives the message up, as the specification suggests; redirects are not followed.
 */
export function createWebhookSender(options: { secret: string; timeoutMs: number }): WebhookSender {
  const signer = new Webhook(options.secret);
  return {
    async send({ url, id, payload }) {
      const body = JSON.stringify(payload);
      // Signed when sent, not when queued: receivers reject timestamps more than minutes old.
      const sentAt = new Date();
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'dx-diagnosis-webhooks/1',
            'webhook-id': id,
            'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
            'webhook-signature': signer.sign(id, sentAt, body),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        throw new DeliveryFailure(timedOut ? 'webhook_timeout' : 'webhook_network');
      }
      // The body is not needed; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return;
      throw new DeliveryFailure(`webhook_http_${response.status}`, { permanent: response.status === 410 });
    },
  };
}
