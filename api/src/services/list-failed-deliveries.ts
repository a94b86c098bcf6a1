import {
  deliveryHealthWindow,
  type AdminFailedDeliveriesQuery,
  type FailedDeliveriesPage,
  type FailedDeliveryRow,
} from '@app/shared/contract';
import type { OutboxLogEntry, OutboxStore } from '@app/shared/db';

export interface ListFailedDeliveriesDeps {
  outbox: Pick<OutboxStore, 'listFailed' | 'failingKinds'>;
}

/** Host (and port) of a webhook URL: its path and query may be a secret (chat webhooks are). */
function webhookHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '(invalid URL)';
  }
}

/** Who a message was for, without an address: the visitor, the operators, or a webhook's host. */
function targetOf(entry: OutboxLogEntry): string {
  switch (entry.kind) {
    case 'visitor_report_email':
      return 'visitor';
    case 'lead_email':
      return 'operators';
    case 'lead_webhook':
      return webhookHost(entry.target);
  }
}

function toRow(entry: OutboxLogEntry): FailedDeliveryRow {
  return {
    id: entry.id,
    no: entry.no,
    kind: entry.kind,
    event: entry.event ?? null,
    target: targetOf(entry),
    reason: entry.lastError,
    attempts: entry.attempts,
    createdAt: entry.createdAt.toISOString(),
    lastAttemptAt: entry.lastAttemptAt?.toISOString() ?? null,
  };
}

/** One page of the messages given up, latest failure first, and the kinds whose recent deliveries all fail. */
export async function listFailedDeliveries(
  deps: ListFailedDeliveriesDeps,
  query: AdminFailedDeliveriesQuery,
): Promise<FailedDeliveriesPage> {
  const [{ rows, total }, failingKinds] = await Promise.all([
    deps.outbox.listFailed(query),
    deps.outbox.failingKinds(deliveryHealthWindow),
  ]);
  return { rows: rows.map(toRow), total, health: { window: deliveryHealthWindow, failingKinds } };
}
