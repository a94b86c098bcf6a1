import { leadNoteSchema, type LeadNote } from '@app/shared/contract';
import { apiClient, toApiError } from '@/lib/api-client';

/** POST /api/admin/responses/:no/notes: adds the operator's note; answers it with its author and time. */
export async function addLeadNote(options: { token: string; no: number; body: string }): Promise<LeadNote> {
  try {
    const response = await apiClient.post<unknown>(
      `/api/admin/responses/${options.no}/notes`,
      { body: options.body },
      { headers: { Authorization: `Bearer ${options.token}` } },
    );
    return leadNoteSchema.parse(response.data);
  } catch (error) {
    throw toApiError(error);
  }
}
