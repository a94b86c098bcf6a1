import { AppError, type AdminResponseRow, type UpdateLeadBody } from '@app/shared/contract';
import type { RespondentStore } from '@app/shared/db';
import type { AdminTokenClaims } from '../lib/admin-token';
import { toRow } from './list-responses';

export interface RespondentDeps {
  respondents: RespondentStore;
}

/** Changes a lead's follow-up status and note, recorded in the audit log; answers the updated row. */
export async function updateLead(
  deps: RespondentDeps,
  admin: AdminTokenClaims,
  no: number,
  change: UpdateLeadBody,
): Promise<AdminResponseRow> {
  const updated = await deps.respondents.updateLead(no, change, admin.adminId);
  if (!updated) throw new AppError('not_found', 'No response has this number.');
  return toRow(updated);
}
