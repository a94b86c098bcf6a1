import { leadNoteSchema, type LeadNote } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** POST /api/admin/responses/:no/notes: adds the operator's note; answers it with its author and time. */
export async function addLeadNote(options: { token: string; no: number; body: string }): Promise<LeadNote> {
  const response = await apiClient.post<unknown>(
    `/api/admin/responses/${options.no}/notes`,
    { body: options.body },
    { adminToken: options.token },
  );
  return leadNoteSchema.parse(response.data);
}
