import { apiClient, toApiError } from '@/lib/api-client';

/** Deletes one respondent's data for good (their submission, report links and messages). */
export async function deleteResponse(options: { token: string; no: number }): Promise<void> {
  try {
    await apiClient.delete(`/api/admin/responses/${options.no}`, {
      headers: { Authorization: `Bearer ${options.token}` },
    });
  } catch (error) {
    throw toApiError(error);
  }
}
