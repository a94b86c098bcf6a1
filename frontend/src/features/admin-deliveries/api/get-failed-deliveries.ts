import { failedDeliveriesPageSchema, type FailedDeliveriesPage } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** Rows per page of the failed-deliveries list. */
export const failedDeliveriesPageSize = 50;

/** GET /api/admin/deliveries/failed: one page of the messages given up, and the kinds failing now. */
export async function getFailedDeliveries(options: {
  token: string;
  page: number;
  signal?: AbortSignal;
}): Promise<FailedDeliveriesPage> {
  const response = await apiClient.get<unknown>('/api/admin/deliveries/failed', {
    adminToken: options.token,
    params: { limit: failedDeliveriesPageSize, offset: options.page * failedDeliveriesPageSize },
    signal: options.signal,
  });
  return failedDeliveriesPageSchema.parse(response.data);
}
