import type { AdminAuditEntryRow } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import { getAuditLog } from '../api/get-audit-log';
import type { AuditFilters } from '../utils/audit-filters';

type Outcome =
  | { key: string; kind: 'loaded'; entries: AdminAuditEntryRow[]; total: number }
  | { key: string; kind: 'failed'; forbidden: boolean; invalid: boolean };

/**
 * The audit-log page for the filters and page given (from the URL). A change cancels the request in
 * flight; the last page received stays shown meanwhile. A 401 calls `onUnauthorized`.
 */
export function useAuditLog({
  token,
  filters,
  page,
  onUnauthorized,
}: {
  token: string;
  filters: AuditFilters;
  page: number;
  onUnauthorized: () => void;
}) {
  const key = JSON.stringify([filters, page]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState<{ entries: AdminAuditEntryRow[]; total: number } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const [requestFilters, requestPage] = JSON.parse(key) as [AuditFilters, number];
    getAuditLog({ token, filters: requestFilters, page: requestPage, signal: controller.signal }).then(
      (data) => {
        setOutcome({ key, kind: 'loaded', ...data });
        setShown(data);
      },
      (error: { status?: number }) => {
        if (controller.signal.aborted) return;
        if (error.status === 401) onUnauthorized();
        else
          setOutcome({ key, kind: 'failed', forbidden: error.status === 403, invalid: error.status === 400 });
      },
    );
    return () => controller.abort();
  }, [token, key, onUnauthorized]);

  const current = outcome?.key === key ? outcome : null;
  return {
    data: shown,
    loading: current === null,
    failure: current?.kind === 'failed' ? current : null,
  };
}
