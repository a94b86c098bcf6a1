import { deliveryLogRowSchema, type DeliveryLogRow } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** POST /api/admin/deliveries/:id/resend: queues a failed message again (409 when it is not failed). */
export async function resendDelivery(options: { token: string; id: string }): Promise<DeliveryLogRow> {
  const response = await apiClient.post<unknown>(
    `/api/admin/deliveries/${encodeURIComponent(options.id)}/resend`,
    undefined,
    { adminToken: options.token },
  );
  return deliveryLogRowSchema.parse(response.data);
}
