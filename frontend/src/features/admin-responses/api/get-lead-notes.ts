import { leadNotesSchema, type LeadNote } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/admin/responses/:no/notes: the lead's notes, newest first. */
export async function getLeadNotes(options: {
  token: string;
  no: number;
  signal?: AbortSignal;
}): Promise<LeadNote[]> {
  const response = await apiClient.get<unknown>(`/api/admin/responses/${options.no}/notes`, {
    adminToken: options.token,
    signal: options.signal,
  });
  return leadNotesSchema.parse(response.data);
}
