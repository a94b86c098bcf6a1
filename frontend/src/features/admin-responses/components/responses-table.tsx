import type { AdminResponseRow } from '@app/shared/contract';
import { formatAdminTimestamp } from '../utils/format-admin-timestamp';

const headers = ['No', '日時', '会社名', '氏名', 'メールアドレス', '電話番号', '詳細'];

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

/** The list of responses; each row opens its detail (SPEC §2). */
export function ResponsesTable({
  rows,
  busy,
  onOpen,
}: {
  rows: AdminResponseRow[];
  busy: boolean;
  onOpen: (row: AdminResponseRow) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs">
      <table
        aria-busy={busy}
        className={`w-full min-w-[56rem] text-left text-sm ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">回答一覧</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-bold text-slate-600">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.no} onClick={() => onOpen(row)} className="cursor-pointer hover:bg-blue-50/60">
              <td className="px-4 py-3 font-mono whitespace-nowrap text-slate-500">{row.no}</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {formatAdminTimestamp(row.timestamp)}
              </td>
              <td className="px-4 py-3 font-bold text-slate-900">
                {row.companyName}
                <ReportStatus row={row} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{row.name}</td>
              <td className="px-4 py-3 break-all">{row.email}</td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{row.phone}</td>
              <td className="px-4 py-3">
                <button
                  type="button"
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
          ))}
        </tbody>
      </table>
    </div>
  );
}
