import type { AdminPageSize, AdminResponseRow } from '@app/shared/contract';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { emptyFilters, getResponses, type ResponseFilters, type ResponseSort } from '../api/get-responses';
import { readListView, toListSearchParams, type ListView } from '../utils/list-view-params';

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
 * The admin list's state (SPEC §4): applied filters, page size, page and order, kept in the
 * dashboard URL's search parameters so a reload, the back button or a copied link shows the same
 * list; and the rows of the latest request. Every change cancels the request in flight; a
 * cancelled request is ignored and a 401 calls `onUnauthorized`.
 */
export function useAdminResponses({ token, onUnauthorized }: { token: string; onUnauthorized: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Memoised on the URL, so the request below runs again only when the URL changes.
  const view = useMemo(() => readListView(searchParams), [searchParams]);
  const { filters, limit, page, sort } = view;
  const show = (next: Partial<ListView>) => setSearchParams(toListSearchParams({ ...view, ...next }));
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
      // The router applies URL changes as a transition: the count joins it, or a render between
      // the two would ask for the old filters once more.
      startTransition(() => {
        show({ filters: { ...next }, page: 0 });
        setSearchCount((count) => count + 1);
      });
    },
    /** The clear button: no filters, same page size. */
    clear() {
      show({ filters: emptyFilters, page: 0 });
    },
    /** A new page size applies at once. */
    setLimit(next: AdminPageSize) {
      show({ limit: next, page: 0 });
    },
    setPage(next: number) {
      show({ page: next });
    },
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
    /** The phone layout's order menu: any order, from the first page. */
    setSort(next: ResponseSort) {
      show({ sort: next, page: 0 });
    },
    /**
     * A column's sort control: the sorted column flips its order, another column starts descending
     * (newest, highest first). Either starts again from the first page.
     */
    toggleSort(column: ResponseSort['key']) {
      show({
        sort:
          sort.key === column
            ? { key: column, order: sort.order === 'desc' ? 'asc' : 'desc' }
            : { key: column, order: 'desc' },
        page: 0,
      });
    },
  };
}
