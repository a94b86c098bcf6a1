import { adminOperatorSchema, type AdminOperator } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/admin/me: the signed-in operator and their role (beyond SPEC). */
export async function getOperator(options: { token: string; signal?: AbortSignal }): Promise<AdminOperator> {
  const response = await apiClient.get<unknown>('/api/admin/me', {
    adminToken: options.token,
    signal: options.signal,
  });
  return adminOperatorSchema.parse(response.data);
}
