import {
  totalCountCappedHeader,
  totalCountHeader,
  type AdminResponseRow,
  type AdminSortKey,
  type AdminSortOrder,
} from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** The filter form's values; empty strings mean "no filter". */
export interface ResponseFilters {
  /** The search box over company, name, e-mail and phone (beyond SPEC). */
  q: string;
  companyName: string;
  timestamp: string;
  noFrom: string;
  noTo: string;
  /** Follow-up statuses, comma-separated (beyond SPEC). */
  leadStatus: string;
  /** An exact utm_source (beyond SPEC). */
  source: string;
  /** The owning operator's id, or `none` (beyond SPEC). */
  owner: string;
}

export const emptyFilters: ResponseFilters = {
  q: '',
  companyName: '',
  timestamp: '',
  noFrom: '',
  noTo: '',
  leadStatus: '',
  source: '',
  owner: '',
};

/** The list's order; the API's default, newest number first, is the SPEC order. */
export interface ResponseSort {
  key: AdminSortKey;
  order: AdminSortOrder;
}

export const defaultSort: ResponseSort = { key: 'no', order: 'desc' };

/** Sort parameters beyond SPEC, sent only when the order differs from the default. */
function sortParams(sort: ResponseSort | undefined): Record<string, string> {
  if (!sort || (sort.key === defaultSort.key && sort.order === defaultSort.order)) return {};
  return { sort: sort.key, order: sort.order };
}

/** SPEC §7: parameters are sent only when non-empty. */
export function toQueryParams(filters: ResponseFilters, extra: Record<string, string | number> = {}) {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    const text = String(value).trim();
    if (text !== '') params[key] = text;
  }
  return params;
}

/** SPEC §7.3: one page of responses; the total comes from a header beyond the SPEC body. */
export async function getResponses(options: {
  token: string;
  filters: ResponseFilters;
  limit: number;
  offset: number;
  sort?: ResponseSort;
  signal?: AbortSignal;
}): Promise<{ rows: AdminResponseRow[]; total: number; totalIsCapped: boolean }> {
  const response = await apiClient.get<AdminResponseRow[]>('/api/admin/data', {
    adminToken: options.token,
    params: toQueryParams(options.filters, {
      limit: options.limit,
      ...(options.offset > 0 && { offset: options.offset }),
      ...sortParams(options.sort),
    }),
    signal: options.signal,
  });
  const total = Number(response.headers[totalCountHeader.toLowerCase()]);
  return {
    rows: response.data,
    total: Number.isFinite(total) ? total : response.data.length,
    totalIsCapped: response.headers[totalCountCappedHeader.toLowerCase()] === 'true',
  };
}
