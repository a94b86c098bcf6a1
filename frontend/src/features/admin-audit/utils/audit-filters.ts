/** The audit page's filters as typed; empty strings mean "no filter". */
export interface AuditFilters {
  no: string;
  operator: string;
  action: string;
  from: string;
  to: string;
}

export const emptyAuditFilters: AuditFilters = { no: '', operator: '', action: '', from: '', to: '' };

const keys = Object.keys(emptyAuditFilters) as (keyof AuditFilters)[];

/** The filters and page the URL holds (`?no=&operator=&action=&from=&to=&page=`, page counted from 1). */
export function auditViewFromSearch(search: URLSearchParams): { filters: AuditFilters; page: number } {
  const filters = { ...emptyAuditFilters };
  for (const key of keys) filters[key] = search.get(key) ?? '';
  const page = Number(search.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page - 1 : 0 };
}

/** The URL query of filters and a page, with only what is set, so a reload or a shared link shows the same view. */
export function auditViewToSearch(filters: AuditFilters, page: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of keys) if (filters[key].trim() !== '') search.set(key, filters[key].trim());
  if (page > 0) search.set('page', String(page + 1));
  return search;
}
