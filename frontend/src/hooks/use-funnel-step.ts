import type { FunnelPageStep } from '@app/shared/contract';
import { useEffect, useRef } from 'react';
import { sendFunnelStep } from '@/lib/send-funnel-step';

/**
 * Counts this page view in the server-side funnel once, after the first render where `ready` holds
 * (e.g. the report is on screen). An effect: it never runs while the page is prerendered on the
 * server, and the ref keeps a re-render or StrictMode's second effect run from counting twice.
 */
export function useFunnelStep(step: FunnelPageStep, ready = true): void {
  const sent = useRef(false);
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    sendFunnelStep(step);
  }, [step, ready]);
}
