import type { RetentionPreview } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** What the next retention sweep will erase, and when (beyond SPEC). */
export async function getRetentionPreview(options: {
  token: string;
  signal?: AbortSignal;
}): Promise<RetentionPreview> {
  const response = await apiClient.get<RetentionPreview>('/api/admin/retention/preview', {
    adminToken: options.token,
    signal: options.signal,
  });
  return response.data;
}
