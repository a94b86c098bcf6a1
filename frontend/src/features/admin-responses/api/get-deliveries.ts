import { totalCountHeader, type DeliveryLogRow } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** The delivery log of one response (its e-mails and webhooks), newest first. */
export async function getDeliveries(options: {
  token: string;
  no: number;
  signal?: AbortSignal;
}): Promise<{ rows: DeliveryLogRow[]; total: number }> {
  const response = await apiClient.get<DeliveryLogRow[]>('/api/admin/deliveries', {
    adminToken: options.token,
    params: { no: options.no, limit: 100 },
    signal: options.signal,
  });
  const total = Number(response.headers[totalCountHeader.toLowerCase()]);
  return { rows: response.data, total: Number.isFinite(total) ? total : response.data.length };
}
