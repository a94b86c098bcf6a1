import { AppError, type DeliveryLogRow } from '@app/shared/contract';
import type { OutboxStore } from '@app/shared/db';
import type { Logger } from '@app/shared/logging';
import type { AdminTokenClaims } from '../lib/admin-token';
import { queuePendingDeliveries, type DeliveryRequeue } from '../lib/delivery-requeue';
import { toRow } from './list-deliveries';

export interface ResendDeliveryDeps {
  outbox: Pick<OutboxStore, 'resend'>;
  /** Absent before the embedded runner starts: the sweep then sends what is pending. */
  deliveries?: DeliveryRequeue;
  logger: Pick<Logger, 'warn'>;
}

/**
 * An operator resends a message given up: it is pending again (audited with it) and queued for a
 * new round of attempts under the same id, so the same Message-ID and webhook-id reach the receiver.
 */
export async function resendDelivery(
  deps: ResendDeliveryDeps,
  admin: AdminTokenClaims,
  id: string,
): Promise<DeliveryLogRow> {
  const resent = await deps.outbox.resend(id, admin.adminId);
  if (resent.outcome === 'not_found') throw new AppError('not_found', 'No delivery has this id.');
  if (resent.outcome === 'not_failed')
    throw new AppError('delivery_not_failed', 'Only a failed delivery can be resent.');
  await queuePendingDeliveries(deps, [id]);
  return toRow(resent.message);
}
