import {
  adminPageSizes,
  adminSortKeys,
  adminSortOrders,
  defaultAdminPageSize,
  leadStatuses,
  type AdminPageSize,
} from '@app/shared/contract';
import { defaultSort, emptyFilters, type ResponseFilters, type ResponseSort } from '../api/get-responses';

/** What the list shows: the applied filters, page size, page (from 0) and order. */
export interface ListView {
  filters: ResponseFilters;
  limit: AdminPageSize;
  page: number;
  sort: ResponseSort;
}

export const defaultListView: ListView = {
  filters: emptyFilters,
  limit: defaultAdminPageSize,
  page: 0,
  sort: defaultSort,
};

const oneOf = <Value extends string | number>(values: readonly Value[], value: unknown): Value | undefined =>
  values.find((each) => String(each) === value);

/**
 * The list's view from the dashboard URL's search parameters, so a reload or a copied link shows
 * the same list. A value the form could not have produced falls back to its default, so a mangled
 * link opens the plain list rather than an error.
 */
export function readListView(params: URLSearchParams): ListView {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const matching = (name: string, pattern: RegExp) => (pattern.test(text(name)) ? text(name) : '');
  const page = Number(text('page'));
  // The lead e-mail links one lead as `?no=42`: the list of that number alone.
  const linkedNo = matching('no', /^\d{1,15}$/);
  return {
    filters: {
      q: text('q'),
      companyName: text('companyName'),
      timestamp: matching('timestamp', /^\d{4}-\d{2}-\d{2}$/),
      noFrom: matching('noFrom', /^\d{1,15}$/) || linkedNo,
      noTo: matching('noTo', /^\d{1,15}$/) || linkedNo,
      leadStatus: leadStatuses.filter((status) => text('leadStatus').split(',').includes(status)).join(','),
      source: text('source').slice(0, 200),
      owner: matching('owner', /^(none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i),
    },
    limit: oneOf(adminPageSizes, text('limit')) ?? defaultListView.limit,
    // Pages count from 1 in the URL, as the pagination shows them.
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    sort: {
      key: oneOf(adminSortKeys, text('sort')) ?? defaultSort.key,
      order: oneOf(adminSortOrders, text('order')) ?? defaultSort.order,
    },
  };
}

/** The search parameters of a view: only what differs from the plain list, in a stable order. */
export function toListSearchParams(view: ListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(view.filters)) {
    if (value.trim() !== '') params.set(name, value.trim());
  }
  if (view.limit !== defaultListView.limit) params.set('limit', String(view.limit));
  if (view.page > 0) params.set('page', String(view.page + 1));
  if (view.sort.key !== defaultSort.key || view.sort.order !== defaultSort.order) {
    params.set('sort', view.sort.key);
    params.set('order', view.sort.order);
  }
  return params;
}
