import { erasedCompanyName, type AdminResponseRow, type AdminSortKey } from '@app/shared/contract';
import type { ResponseSort } from '../api/get-responses';
import { formatAdminTimestamp } from '../utils/format-admin-timestamp';
import { formatScore, leadLabels } from '../utils/lead-labels';
import { LeadStatusBadge } from './lead-status-badge';

interface Column {
  label: string;
  sortKey?: AdminSortKey;
}

const columns: Column[] = [
  { label: 'No', sortKey: 'no' },
  { label: '日時', sortKey: 'timestamp' },
  { label: '対応状況' },
  { label: '会社名' },
  { label: '氏名' },
  { label: 'メールアドレス' },
  { label: '電話番号' },
  { label: '業種' },
  { label: '規模' },
  { label: '役職' },
  { label: 'レベル', sortKey: 'level' },
  { label: 'スコア', sortKey: 'score' },
  { label: '作成方法' },
  { label: '詳細' },
];

const writerTitles = {
  llm: 'AI（言語モデル）が作成',
  builtin: '定型の文面で作成',
  fallback: 'AIが使えず定型の文面で代替',
} as const;

/** The id of a row's 詳細 button, so that focus can return to it when its dialog closes. */
export function detailButtonId(no: number): string {
  return `response-detail-${no}`;
}

/**
 * Where a lead's report stands, shown only when it is not written: waiting, being written, or
 * failed (with how often it was queued again; the server stops after a bounded number of tries).
 */
function ReportStatus({ row }: { row: AdminResponseRow }) {
  if (!row.status || row.status === 'completed') return null;
  const retries = row.requeueCount ? `（再実行${row.requeueCount}回）` : '';
  const [label, tone] =
    row.status === 'failed'
      ? [`レポート作成失敗${retries}`, 'bg-red-100 text-red-800']
      : [`レポート作成待ち${retries}`, 'bg-amber-100 text-amber-800'];
  return (
    <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${tone}`}>{label}</span>
  );
}

/** Shown when one of the lead's e-mails or webhooks was given up (the 配信の失敗 page resends it). */
function DeliveryFailedBadge() {
  return (
    <span
      title="メールまたはWebhookの送信に失敗しています。「配信の失敗」から再送できます。"
      className="mt-1 ml-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-red-800"
    >
      配信失敗
    </span>
  );
}

function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: Column & { sortKey: AdminSortKey };
  sort: ResponseSort;
  onSort: (key: AdminSortKey) => void;
}) {
  const active = sort.key === column.sortKey;
  const direction = sort.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={active ? direction : undefined} className="px-2 py-1.5 whitespace-nowrap">
      <button
        type="button"
        onClick={() => onSort(column.sortKey)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-bold hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {column.label}
        <span aria-hidden="true" className={active ? 'text-blue-700' : 'text-slate-400'}>
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The list of responses; each row opens its detail (SPEC §2). Sortable columns have a button in their header. */
export function ResponsesTable({
  rows,
  busy,
  onOpen,
  sort,
  onSort,
}: {
  rows: AdminResponseRow[];
  busy: boolean;
  onOpen: (row: AdminResponseRow) => void;
  sort?: ResponseSort;
  onSort?: (key: AdminSortKey) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs">
      <table
        aria-busy={busy}
        className={`w-full min-w-[80rem] text-left text-sm ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">
          回答一覧{sort && onSort ? '（列見出しのボタンで並べ替えできます）' : ''}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-bold text-slate-600">
          <tr>
            {columns.map((column) =>
              column.sortKey && sort && onSort ? (
                <SortableHeader
                  key={column.label}
                  column={{ ...column, sortKey: column.sortKey }}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                <th key={column.label} scope="col" className="px-4 py-3 whitespace-nowrap">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const labels = leadLabels(row);
            return (
              <tr key={row.no} onClick={() => onOpen(row)} className="cursor-pointer hover:bg-blue-50/60">
                <td className="px-4 py-3 font-mono whitespace-nowrap text-slate-500">{row.no}</td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  {formatAdminTimestamp(row.timestamp)}
                </td>
                <td className="px-4 py-3">
                  {row.leadStatus ? <LeadStatusBadge status={row.leadStatus} /> : null}
                </td>
                <td className="px-4 py-3 font-bold text-slate-900">
                  {row.companyName}
                  <ReportStatus row={row} />
                  {row.deliveryFailed ? <DeliveryFailedBadge /> : null}
                </td>
                {/* The retention rule may have removed the contact data; the scores stay for the benchmark. */}
                <td className="px-4 py-3 whitespace-nowrap">
                  {row.contactErasedAt ? erasedCompanyName : row.name}
                </td>
                <td className="px-4 py-3 break-all">{row.contactErasedAt ? '—' : row.email}</td>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  {row.contactErasedAt ? '—' : row.phone}
                </td>
                <td className="px-4 py-3">{labels.industry}</td>
                <td className="px-4 py-3 whitespace-nowrap">{labels.companySize}</td>
                <td className="px-4 py-3">{labels.position}</td>
                <td className="px-4 py-3 text-center font-bold tabular-nums">{row.level ?? '—'}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatScore(row.score) || '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {row.writer ? <span title={writerTitles[row.writer]}>{labels.writer}</span> : '—'}
                </td>
                <td className="px-4 py-3">
                  <button
                    type="button"
                    id={detailButtonId(row.no)}
                    aria-label={`No.${row.no} ${row.companyName} の詳細を開く`}
                    className="rounded-md px-2 py-1 font-bold whitespace-nowrap text-blue-700 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-600"
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(row);
                    }}
                  >
                    詳細
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
