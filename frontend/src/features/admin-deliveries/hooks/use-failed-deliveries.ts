import type { FailedDeliveriesPage } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import { getFailedDeliveries } from '../api/get-failed-deliveries';

interface Outcome {
  /** The request this outcome answers; a newer request makes it stale. */
  key: string;
  data: FailedDeliveriesPage | null;
}

/**
 * One page of the failed deliveries. Every change of page (and a reload) cancels the request in
 * flight; the last page received stays shown meanwhile. A 401 calls `onUnauthorized`.
 */
export function useFailedDeliveries({
  token,
  onUnauthorized,
}: {
  token: string;
  onUnauthorized: () => void;
}) {
  const [page, setPage] = useState(0);
  const [reloadCount, setReloadCount] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState<FailedDeliveriesPage | null>(null);
  const key = JSON.stringify([page, reloadCount]);

  useEffect(() => {
    const controller = new AbortController();
    const requestKey = JSON.stringify([page, reloadCount]);
    getFailedDeliveries({ token, page, signal: controller.signal }).then(
      (data) => {
        setOutcome({ key: requestKey, data });
        setShown(data);
      },
      (error: { status?: number }) => {
        if (controller.signal.aborted) return;
        if (error.status === 401) onUnauthorized();
        else setOutcome({ key: requestKey, data: null });
      },
    );
    return () => controller.abort();
  }, [token, page, reloadCount, onUnauthorized]);

  const current = outcome?.key === key ? outcome : null;
  return {
    page,
    data: shown,
    loading: current === null,
    failed: current !== null && current.data === null,
    setPage,
    reload() {
      setReloadCount((count) => count + 1);
    },
  };
}
