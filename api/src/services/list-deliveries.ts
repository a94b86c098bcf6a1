import type { AdminDeliveriesQuery, DeliveryLogRow } from '@app/shared/contract';
import type { OutboxLogEntry, OutboxStore } from '@app/shared/db';

export interface ListDeliveriesDeps {
  outbox: OutboxStore;
}

/** Scheme, host and port of a webhook URL: its path and query may be a secret (chat webhooks are). */
function webhookOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '(invalid URL)';
  }
}

/** A message as the delivery log shows it. */
export function toRow(entry: OutboxLogEntry): DeliveryLogRow {
  return {
    id: entry.id,
    no: entry.no,
    kind: entry.kind,
    event: entry.event ?? null,
    target: entry.kind === 'lead_webhook' ? webhookOrigin(entry.target) : null,
    status: entry.status,
    attempts: entry.attempts,
    lastError: entry.lastError,
    createdAt: entry.createdAt.toISOString(),
    lastAttemptAt: entry.lastAttemptAt?.toISOString() ?? null,
    sentAt: entry.sentAt?.toISOString() ?? null,
  };
}

/** One page of the delivery log (e-mails and webhooks after each report), newest first. */
export async function listDeliveries(
  deps: ListDeliveriesDeps,
  query: AdminDeliveriesQuery,
): Promise<{ rows: DeliveryLogRow[]; total: number }> {
  const { limit, offset, ...filters } = query;
  const { rows, total } = await deps.outbox.list(filters, { limit, offset });
  return { rows: rows.map(toRow), total };
}
