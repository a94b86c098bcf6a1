import { formatPercent } from '../utils/format-overview';

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

/** A bar as long as `count` is of `max`; decoration only, the number stands beside it as text. */
export function CountBar({ count, max }: { count: number; max: number }) {
  const width = max > 0 ? (count / max) * 100 : 0;
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden="true" className="h-3 flex-1 rounded-sm bg-slate-100">
        <div className="h-3 rounded-sm bg-blue-600" style={{ width: `${width}%` }} />
      </div>
      <span className="w-14 shrink-0 text-right font-medium text-slate-900 tabular-nums">
        {count.toLocaleString('ja-JP')}
      </span>
    </div>
  );
}

export const headerCellStyles = 'px-3 py-2 text-left text-xs font-bold text-slate-600';
export const rowHeaderStyles = 'px-3 py-2 text-left font-medium text-slate-800';
// Fixed layout with a set label column: the bars take what is left, on a phone too.
export const tableStyles = 'w-full table-fixed text-sm';

/** A table of counts with a bar chart in its rows; the share column shows each row's part of the total. */
export function CountBarTable({
  caption,
  labelHeader,
  rows,
  showShare = false,
}: {
  caption: string;
  labelHeader: string;
  rows: CountRow[];
  showShare?: boolean;
}) {
  const max = Math.max(0, ...rows.map((row) => row.count));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <table className={tableStyles}>
      <caption className="mb-2 text-left text-sm text-slate-600">{caption}</caption>
      <thead className="border-b border-slate-200">
        <tr>
          <th scope="col" className={`${headerCellStyles} w-2/5`}>
            {labelHeader}
          </th>
          <th scope="col" className={headerCellStyles}>
            件数
          </th>
          {showShare ? (
            <th scope="col" className={`${headerCellStyles} w-20 text-right`}>
              割合
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={rowHeaderStyles}>
              {row.label}
            </th>
            <td className="px-3 py-2">
              <CountBar count={row.count} max={max} />
            </td>
            {showShare ? (
              <td className="px-3 py-2 text-right text-slate-700 tabular-nums">
                {formatPercent(row.count, total)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
      {showShare ? (
        <tfoot className="border-t border-slate-200">
          <tr>
            <th scope="row" className={rowHeaderStyles}>
              合計
            </th>
            <td className="px-3 py-2 text-right font-bold text-slate-900 tabular-nums">
              {total.toLocaleString('ja-JP')}
            </td>
            <td className="px-3 py-2 text-right text-slate-700 tabular-nums">{total > 0 ? '100.0%' : '—'}</td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
