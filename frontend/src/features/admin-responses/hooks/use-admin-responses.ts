import { defaultAdminPageSize, type AdminPageSize, type AdminResponseRow } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import {
  defaultSort,
  emptyFilters,
  getResponses,
  type ResponseFilters,
  type ResponseSort,
} from '../api/get-responses';

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
  const [sort, setSortState] = useState<ResponseSort>(defaultSort);
  // Pressing search again with the same filters still reloads.
  const [searchCount, setSearchCount] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = JSON.stringify([filters, limit, page, sort, searchCount]);

  useEffect(() => {
    const controller = new AbortController();
    const requestKey = JSON.stringify([filters, limit, page, sort, searchCount]);
    getResponses({ token, filters, limit, offset: page * limit, sort, signal: controller.signal }).then(
      ({ rows, total, totalIsCapped }) =>
        setOutcome({ key: requestKey, failed: false, rows, total, totalIsCapped }),
      (error: { status?: number }) => {
        if (controller.signal.aborted) return;
        if (error.status === 401) onUnauthorized();
        // Rows of an earlier request would pass for the answer to this one: show none under the error.
        else setOutcome({ key: requestKey, failed: true, rows: [], total: 0, totalIsCapped: false });
      },
    );
    return () => controller.abort();
  }, [token, filters, limit, page, sort, searchCount, onUnauthorized]);

  return {
    filters,
    limit,
    page,
    sort,
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
    /** Loads the current page again (after a response was deleted). */
    reload() {
      setSearchCount((count) => count + 1);
    },
    /** Shows a row as the API answered it after a change, without loading the page again. */
    replaceRow(row: AdminResponseRow) {
      setOutcome(
        (current) =>
          current && { ...current, rows: current.rows.map((each) => (each.no === row.no ? row : each)) },
      );
    },
    /**
     * A column's sort control: the sorted column flips its order, another column starts descending
     * (newest, highest first). Either starts again from the first page.
     */
    toggleSort(column: ResponseSort['key']) {
      setSortState((current) =>
        current.key === column
          ? { key: column, order: current.order === 'desc' ? 'asc' : 'desc' }
          : { key: column, order: 'desc' },
      );
      setPage(0);
    },
  };
}
