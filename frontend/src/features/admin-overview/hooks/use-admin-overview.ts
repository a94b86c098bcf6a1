import type { AdminOverview } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import { defaultOverviewPeriod, getOverview, type OverviewPeriod } from '../api/get-overview';

interface Outcome {
  /** The request this outcome answers; a newer request makes it stale. */
  key: string;
  overview: AdminOverview | null;
}

/**
 * The overview for the chosen period. Every change (and a reload) cancels the request in flight;
 * a cancelled request is ignored and a 401 calls `onUnauthorized`.
 */
export function useAdminOverview({ token, onUnauthorized }: { token: string; onUnauthorized: () => void }) {
  const [period, setPeriod] = useState<OverviewPeriod>(defaultOverviewPeriod);
  const [reloadCount, setReloadCount] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = JSON.stringify([period, reloadCount]);

  useEffect(() => {
    const controller = new AbortController();
    const requestKey = JSON.stringify([period, reloadCount]);
    getOverview({ token, period, signal: controller.signal }).then(
      (overview) => setOutcome({ key: requestKey, overview }),
      (error: { status?: number }) => {
        if (controller.signal.aborted) return;
        if (error.status === 401) onUnauthorized();
        else setOutcome({ key: requestKey, overview: null });
      },
    );
    return () => controller.abort();
  }, [token, period, reloadCount, onUnauthorized]);

  const current = outcome?.key === key ? outcome : null;
  return {
    period,
    overview: current?.overview ?? null,
    loading: current === null,
    failed: current !== null && current.overview === null,
    show(next: OverviewPeriod) {
      setPeriod({ ...next });
      setReloadCount((count) => count + 1);
    },
    reload() {
      setReloadCount((count) => count + 1);
    },
  };
}
