import type { AdminOverview } from '@app/shared/contract';
import { formatPercent } from '../utils/format-overview';
import { funnelStepLabels } from '../utils/overview-labels';
import { CountBar, headerCellStyles, rowHeaderStyles, tableStyles } from './count-bar-table';

/** The funnel from the top page to the report, with each step's share of the step before it. */
export function FunnelTable({ caption, funnel }: { caption: string; funnel: AdminOverview['funnel'] }) {
  const max = Math.max(0, ...funnel.map((entry) => entry.count));
  return (
    <table className={tableStyles}>
      <caption className="mb-2 text-left text-sm text-slate-600">{caption}</caption>
      <thead className="border-b border-slate-200">
        <tr>
          <th scope="col" className={`${headerCellStyles} w-2/5`}>
            ステップ
          </th>
          <th scope="col" className={headerCellStyles}>
            件数
          </th>
          <th scope="col" className={`${headerCellStyles} w-24 text-right`}>
            前のステップからの割合
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {funnel.map((entry, index) => (
          <tr key={entry.step}>
            <th scope="row" className={rowHeaderStyles}>
              {index > 0 ? (
                <span aria-hidden="true" className="mr-1 text-slate-400">
                  →
                </span>
              ) : null}
              {funnelStepLabels[entry.step]}
            </th>
            <td className="px-3 py-2">
              <CountBar count={entry.count} max={max} />
            </td>
            <td className="px-3 py-2 text-right text-slate-700 tabular-nums">
              {index === 0 ? '—' : formatPercent(entry.count, funnel[index - 1]!.count)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
