import { leadOwnersSchema, type LeadOwner } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/admin/operators: the enabled operators a lead can be assigned to (beyond SPEC). */
export async function getOperators(options: { token: string; signal?: AbortSignal }): Promise<LeadOwner[]> {
  const response = await apiClient.get<unknown>('/api/admin/operators', {
    adminToken: options.token,
    signal: options.signal,
  });
  return leadOwnersSchema.parse(response.data);
}
