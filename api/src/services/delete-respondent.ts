import { AppError } from '@app/shared/contract';
import type { AdminTokenClaims } from '../lib/admin-token';
import { queuePendingDeliveries } from '../lib/delivery-requeue';
import type { RespondentChangeDeps } from './update-lead';

/**
 * Deletes one respondent at their request (個人情報保護法): the submission with its report links
 * and the messages about it, recorded in the audit log by number only; the CRM is told by a
 * `lead.deleted` webhook carrying the number alone, queued once committed.
 */
export async function deleteRespondent(
  deps: RespondentChangeDeps,
  admin: AdminTokenClaims,
  no: number,
): Promise<void> {
  const deleted = await deps.respondents.delete(no, admin.adminId);
  if (!deleted) throw new AppError('not_found', 'No response has this number.');
  await queuePendingDeliveries(deps, deleted.messageIds);
}
