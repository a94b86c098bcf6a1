import { AppError, type AdminResponseRow, type UpdateLeadBody } from '@app/shared/contract';
import type { LeadNoteStore, RespondentStore } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import type { AdminTokenClaims } from '../lib/admin-token';
import { queuePendingDeliveries, type DeliveryRequeue } from '../lib/delivery-requeue';
import { toRow } from './list-responses';

export interface RespondentDeps {
  respondents: RespondentStore;
  notes: LeadNoteStore;
  /** Where the lead's webhooks are queued once written; absent, the delivery sweep queues them. */
  deliveries?: DeliveryRequeue;
}

/** What a change to a respondent needs: the stores, the delivery queue and the request's logger. */
export type RespondentChangeDeps = RespondentDeps & { logger: Pick<Logger, 'warn'> };

/**
 * Changes a lead's follow-up status, owner and/or adds a note, on the version the operator saw;
 * recorded in the audit log. Another operator's change since then answers `conflict` and changes
 * nothing. A real change of status or owner is told to the CRM by a `lead.updated` webhook, queued
 * once committed (never sent within the request).
 */
export async function updateLead(
  deps: RespondentChangeDeps,
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
  await queuePendingDeliveries(deps, outcome.messageIds);
  return toRow(outcome.row);
}
