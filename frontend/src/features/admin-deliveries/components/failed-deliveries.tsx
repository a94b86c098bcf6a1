import {
  deliveryKindLabels,
  deliveryLabel,
  formatTokyoTimestamp,
  type DeliveryHealth,
  type FailedDeliveryRow,
} from '@app/shared/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { failedDeliveriesPageSize } from '../api/get-failed-deliveries';
import { resendDelivery } from '../api/resend-delivery';
import { useFailedDeliveries } from '../hooks/use-failed-deliveries';
import { reasonLabel, targetLabel } from '../utils/delivery-labels';

const columns = ['No', '種類', '宛先', '理由', '試行回数', '最終試行', '操作'];

/** What the last resend told the operator. */
interface Notice {
  tone: 'info' | 'error';
  text: string;
}

function formatInstant(iso: string | null): string {
  if (iso === null) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatTokyoTimestamp(date);
}

/** One line per kind whose recent deliveries all failed: sales may not be hearing of leads. */
function HealthBanner({ health }: { health: DeliveryHealth }) {
  if (health.failingKinds.length === 0) return null;
  return (
    <Alert title="配信に問題があります">
      <ul className="space-y-1">
        {health.failingKinds.map((kind) => (
          <li key={kind}>
            直近{health.window}件の{deliveryKindLabels[kind]}がすべて失敗しています。
          </li>
        ))}
      </ul>
      <p className="mt-1">送信先やメールサーバーの設定を確認し、解消したら再送してください。</p>
    </Alert>
  );
}

function FailedDeliveriesTable({
  rows,
  busy,
  resending,
  onResend,
}: {
  rows: FailedDeliveryRow[];
  busy: boolean;
  resending: ReadonlySet<string>;
  onResend: (row: FailedDeliveryRow) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs">
      <table
        aria-busy={busy}
        className={`w-full min-w-[56rem] text-left text-sm ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">送信に失敗したメール・Webhook（最後の試行が新しい順）</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-bold text-slate-600">
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" className="px-4 py-3 whitespace-nowrap">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-3 font-mono whitespace-nowrap text-slate-500">{row.no}</td>
              <td className="px-4 py-3">{deliveryLabel(row)}</td>
              <td className="px-4 py-3 break-all">{targetLabel(row.target)}</td>
              <td className="px-4 py-3">
                {reasonLabel(row.reason)}
                {row.reason ? (
                  <span className="block font-mono text-xs text-slate-500">{row.reason}</span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{row.attempts}回</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatInstant(row.lastAttemptAt)}</td>
              <td className="px-4 py-3">
                <Button
                  variant="secondary"
                  disabled={resending.has(row.id)}
                  aria-label={`No.${row.no}の${deliveryLabel(row)}を再送`}
                  onClick={() => onResend(row)}
                >
                  {resending.has(row.id) ? '再送中...' : '再送'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / failedDeliveriesPageSize));
  if (pages <= 1 && page === 0) return null;
  return (
    <nav aria-label="ページ送り" className="flex flex-wrap items-center justify-end gap-2">
      <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        前へ
      </Button>
      <span className="px-2 text-sm text-slate-600 tabular-nums">
        {page + 1} / {pages} ページ
      </span>
      <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        次へ
      </Button>
    </nav>
  );
}

/**
 * The operator's list of e-mails and webhooks given up (beyond SPEC): why each failed, a 再送 per
 * row, and a banner when the latest deliveries of a kind all failed.
 */
export function FailedDeliveries({ token, onUnauthorized }: { token: string; onUnauthorized: () => void }) {
  const state = useFailedDeliveries({ token, onUnauthorized });
  const [resending, setResending] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);

  async function resend(row: FailedDeliveryRow) {
    const name = `No.${row.no}の${deliveryLabel(row)}`;
    setResending((ids) => new Set(ids).add(row.id));
    setNotice(null);
    try {
      await resendDelivery({ token, id: row.id });
      setNotice({ tone: 'info', text: `${name}を再送しました。送信結果は回答の詳細で確認できます。` });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 401) return onUnauthorized();
      setNotice(
        status === 409
          ? { tone: 'info', text: `${name}はすでに再送されたか、送信済みです。` }
          : { tone: 'error', text: `${name}を再送できませんでした。時間をおいてもう一度お試しください。` },
      );
    } finally {
      setResending((ids) => {
        const next = new Set(ids);
        next.delete(row.id);
        return next;
      });
    }
    state.reload();
  }

  const data = state.failed ? null : state.data;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">配信の失敗</h1>
        <p className="text-sm text-slate-600">
          送信をあきらめたメールとWebhookです。原因を解消してから再送すると、同じメッセージID・Webhook
          IDで送り直します。
        </p>
      </div>
      {data ? <HealthBanner health={data.health} /> : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {state.failed ? (
        <div className="space-y-3">
          <Alert>配信の失敗を取得できませんでした。</Alert>
          <Button variant="secondary" onClick={state.reload}>
            再読み込み
          </Button>
        </div>
      ) : null}
      {state.loading && !data ? (
        <p role="status" className="text-sm text-slate-500">
          読み込み中...
        </p>
      ) : null}
      {data && data.total === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white px-4 py-6 text-center text-slate-600">
          失敗した配信はありません。
        </p>
      ) : null}
      {data && data.total > 0 ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">全{data.total.toLocaleString('ja-JP')}件</p>
          <FailedDeliveriesTable
            rows={data.rows}
            busy={state.loading}
            resending={resending}
            onResend={(row) => void resend(row)}
          />
          <Pager page={state.page} total={data.total} onPage={state.setPage} />
        </div>
      ) : null}
    </div>
  );
}
