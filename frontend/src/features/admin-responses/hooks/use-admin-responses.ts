import { defaultAdminPageSize, type AdminPageSize, type AdminResponseRow } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import { emptyFilters, getResponses, type ResponseFilters } from '../api/get-responses';

interface Outcome {
  /** The request this outcome answers; a newer request makes it stale. */
  key: string;
  failed: boolean;
  rows: AdminResponseRow[];
  total: number;
  /** More than `total` match: the API counts only up to a cap. */
  totalIsCapped: boolean;
}

/**
 * The admin list's state (SPEC §4): applied filters, page size and page, and the rows of the
 * latest request. Every change cancels the request in flight; a cancelled request is ignored and a
 * 401 calls `onUnauthorized`.
 */
export function useAdminResponses({ token, onUnauthorized }: { token: string; onUnauthorized: () => void }) {
  const [filters, setFilters] = useState<ResponseFilters>(emptyFilters);
  const [limit, setLimitState] = useState<AdminPageSize>(defaultAdminPageSize);
  const [page, setPage] = useState(0);
  // Pressing search again with the same filters still reloads.
  const [searchCount, setSearchCount] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = JSON.stringify([filters, limit, page, searchCount]);

  useEffect(() => {
    const controller = new AbortController();
    const requestKey = JSON.stringify([filters, limit, page, searchCount]);
    getResponses({ token, filters, limit, offset: page * limit, signal: controller.signal }).then(
      ({ rows, total, totalIsCapped }) =>
        setOutcome({ key: requestKey, failed: false, rows, total, totalIsCapped }),
      (error: { status?: number }) => {
        if (controller.signal.aborted) return;
        if (error.status === 401) onUnauthorized();
        else
          setOutcome((previous) => ({
            key: requestKey,
            failed: true,
            rows: previous?.rows ?? [],
            total: previous?.total ?? 0,
            totalIsCapped: previous?.totalIsCapped ?? false,
          }));
      },
    );
    return () => controller.abort();
  }, [token, filters, limit, page, searchCount, onUnauthorized]);

  return {
    filters,
    limit,
    page,
    rows: outcome?.rows ?? [],
    total: outcome?.total ?? 0,
    totalIsCapped: outcome?.totalIsCapped ?? false,
    loading: outcome?.key !== key,
    failed: outcome?.key === key && outcome.failed,
    /** The search button: apply the form's filters from the first page. */
    search(next: ResponseFilters) {
      setFilters({ ...next });
      setPage(0);
      setSearchCount((count) => count + 1);
    },
    /** The clear button: no filters, same page size. */
    clear() {
      setFilters(emptyFilters);
      setPage(0);
    },
    /** A new page size applies at once. */
    setLimit(next: AdminPageSize) {
      setLimitState(next);
      setPage(0);
    },
    setPage,
  };
}
