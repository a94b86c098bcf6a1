import type { FunnelPageStep } from '@app/shared/contract';

/** POST /api/funnel: the server adds the view to the day's counter. */
export const funnelEndpoint = '/api/funnel';

/**
 * Reports one page view of a funnel step to our own server, nothing else: no cookie, no id. A
 * beacon survives the page being left and never delays it; where the browser has none, a
 * keep-alive fetch does the same. A lost count is of no consequence, so failures are ignored.
 */
export function sendFunnelStep(step: FunnelPageStep): void {
  const body = JSON.stringify({ step });
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(funnelEndpoint, new Blob([body], { type: 'application/json' }))
    ) {
      return;
    }
    void fetch(funnelEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => {});
  } catch {
    // Statistics only: the page goes on without them.
  }
}
