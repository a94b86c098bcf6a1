import { AppError } from '@app/shared/contract';
import type { AdminTokenClaims } from '../lib/admin-token';
import type { RespondentDeps } from './update-lead';

/**
 * Deletes one respondent at their request (個人情報保護法): the submission with its report links
 * and outbox messages, recorded in the audit log by number only.
 */
export async function deleteRespondent(
  deps: RespondentDeps,
  admin: AdminTokenClaims,
  no: number,
): Promise<void> {
  if (!(await deps.respondents.delete(no, admin.adminId)))
    throw new AppError('not_found', 'No response has this number.');
}
