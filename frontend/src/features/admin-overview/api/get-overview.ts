import { adminOverviewSchema, type AdminOverview } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** The period the operator asked for (Tokyo days); an empty end is today, an empty start 30 days before it. */
export interface OverviewPeriod {
  from: string;
  to: string;
}

export const defaultOverviewPeriod: OverviewPeriod = { from: '', to: '' };

/** GET /api/admin/overview: the operator's aggregates for a period. */
export async function getOverview(options: {
  token: string;
  period: OverviewPeriod;
  signal?: AbortSignal;
}): Promise<AdminOverview> {
  const { from, to } = options.period;
  const response = await apiClient.get<unknown>('/api/admin/overview', {
    adminToken: options.token,
    // Sent only when set, like the list's filters.
    params: { ...(from && { from }), ...(to && { to }) },
    signal: options.signal,
  });
  return adminOverviewSchema.parse(response.data);
}
