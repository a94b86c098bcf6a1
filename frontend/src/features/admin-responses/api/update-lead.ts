import type { AdminResponseRow, UpdateLeadBody } from '@app/shared/contract';
import { apiClient } from '@/lib/api-client';

/**
 * Saves a lead's follow-up status (and/or a note to add) on the version the operator saw; answers
 * the updated row. A 409 (`conflict`) means another operator changed the lead meanwhile.
 */
export async function updateLead(options: {
  token: string;
  no: number;
  change: UpdateLeadBody;
}): Promise<AdminResponseRow> {
  const response = await apiClient.patch<AdminResponseRow>(
    `/api/admin/responses/${options.no}`,
    options.change,
    {
      adminToken: options.token,
    },
  );
  return response.data;
}
