import { apiClient } from '@/lib/api-client';

/** Deletes one respondent's data for good (their submission, report links and messages). */
export async function deleteResponse(options: { token: string; no: number }): Promise<void> {
  await apiClient.delete(`/api/admin/responses/${options.no}`, { adminToken: options.token });
}
