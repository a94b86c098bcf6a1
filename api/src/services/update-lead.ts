import { AppError, type AdminResponseRow, type UpdateLeadBody } from '@app/shared/contract';
import type { LeadNoteStore, RespondentStore } from '@app/shared/db';
import type { AdminTokenClaims } from '../lib/admin-token';
import { toRow } from './list-responses';

export interface RespondentDeps {
  respondents: RespondentStore;
  notes: LeadNoteStore;
}

/**
 * Changes a lead's follow-up status and/or adds a note, on the version the operator saw; recorded in
 * the audit log. Another operator's status change since then answers `conflict` and changes nothing.
 */
export async function updateLead(
  deps: RespondentDeps,
  admin: AdminTokenClaims,
  no: number,
  change: UpdateLeadBody,
): Promise<AdminResponseRow> {
  const outcome = await deps.respondents.updateLead(no, change, admin.adminId);
  if (outcome.kind === 'not_found') throw new AppError('not_found', 'No response has this number.');
  if (outcome.kind === 'owner_unknown')
    throw new AppError('validation_failed', 'The request has invalid fields.', [
      { path: 'owner', message: 'No enabled operator has this id.' },
    ]);
  if (outcome.kind === 'conflict')
    throw new AppError(
      'conflict',
      `Another operator changed this lead (version ${outcome.currentVersion}, you sent ${change.version}); reload it and save again.`,
    );
  return toRow(outcome.row);
}
