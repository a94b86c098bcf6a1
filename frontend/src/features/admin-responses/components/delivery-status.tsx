import { deliveryLabel, deliveryStatusLabels, type DeliveryLogRow } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import { getDeliveries } from '../api/get-deliveries';
import { formatAdminTimestamp } from '../utils/format-admin-timestamp';

/** The answer for one response; while none is there for the response shown, it is loading. */
type DeliveriesState = { no: number } & ({ kind: 'failed' } | { kind: 'loaded'; rows: DeliveryLogRow[] });

const statusStyles: Record<DeliveryLogRow['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
};

function attemptSummary(row: DeliveryLogRow): string {
  const parts = [`試行${row.attempts}回`];
  if (row.sentAt) parts.push(`送信 ${formatAdminTimestamp(row.sentAt)}`);
  else if (row.lastAttemptAt) parts.push(`最終試行 ${formatAdminTimestamp(row.lastAttemptAt)}`);
  if (row.lastError && row.status !== 'sent') parts.push(`理由: ${row.lastError}`);
  return parts.join('・');
}

/**
 * Where the e-mails and webhooks of one response stand (beyond SPEC: the delivery log of
 * GET /api/admin/deliveries). Read when the dialog opens; a failure leaves the report usable.
 */
export function DeliveryStatus({ token, no }: { token: string; no: number }) {
  const [answer, setAnswer] = useState<DeliveriesState | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getDeliveries({ token, no, signal: controller.signal }).then(
      ({ rows }) => setAnswer({ no, kind: 'loaded', rows }),
      () => {
        if (!controller.signal.aborted) setAnswer({ no, kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, no]);
  const state = answer?.no === no ? answer : { kind: 'loading' as const };

  return (
    <section aria-labelledby="delivery-status-title" className="mt-2">
      {/* Not a heading: the report below starts the dialog's heading outline. */}
      <p id="delivery-status-title" className="text-sm font-bold text-slate-700">
        メール・Webhookの送信状況
      </p>
      {state.kind === 'loading' ? (
        <p role="status" className="mt-1 text-sm text-slate-500">
          読み込み中...
        </p>
      ) : state.kind === 'failed' ? (
        <p className="mt-1 text-sm text-red-700">送信状況を取得できませんでした。</p>
      ) : state.rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">送信対象のメール・Webhookはありません。</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {state.rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${statusStyles[row.status]}`}
              >
                {deliveryStatusLabels[row.status]}
              </span>
              <span className="text-slate-800">
                {deliveryLabel(row)}
                {row.target ? `（${row.target}）` : ''}
              </span>
              <span className="text-slate-500">{attemptSummary(row)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
