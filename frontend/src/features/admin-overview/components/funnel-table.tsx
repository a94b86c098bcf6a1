import type { AdminOverview } from '@app/shared/contract';
import { formatPercent } from '../utils/format-overview';
import { funnelStepLabels } from '../utils/overview-labels';
import { CountBar, headerCellStyles, rowHeaderStyles, tableStyles } from './count-bar-table';

const cappedNote =
  '前のステップより多く表示されたステップ（戻る・再読み込みで同じ人が何度も表示）は、前のステップの数までを到達とみなしています。';

/**
 * The funnel from the top page to the report: each step's raw count, and how far visits got
 * compared with the top page. The counters hold page views, not visitors, so a later step can
 * outnumber an earlier one; the rate is built on the API's `reached` (never more than any step
 * before it), so it stays within 100 %, and a step whose views exceeded that is marked.
 */
export function FunnelTable({ caption, funnel }: { caption: string; funnel: AdminOverview['funnel'] }) {
  const max = Math.max(0, ...funnel.map((entry) => entry.count));
  const visitors = funnel[0]?.reached ?? 0;
  const submitted = funnel.find((entry) => entry.step === 'submitted');
  const anyCapped = funnel.some((entry) => entry.count > entry.reached);
  return (
    <div className="space-y-3">
      {submitted ? (
        <p className="text-sm text-slate-700">
          トップページの表示{visitors.toLocaleString('ja-JP')}回に対して送信
          {submitted.reached.toLocaleString('ja-JP')}件：
          <span
            className="ml-1 text-base font-bold text-slate-900 tabular-nums"
            data-testid="funnel-conversion"
          >
            {formatPercent(submitted.reached, visitors)}
          </span>
        </p>
      ) : null}
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
            <th scope="col" className={`${headerCellStyles} w-28 text-right`}>
              トップページからの到達率
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
                {formatPercent(entry.reached, visitors)}
                {entry.count > entry.reached ? (
                  <abbr title={cappedNote} className="ml-0.5 text-amber-700 no-underline">
                    ※
                  </abbr>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {anyCapped ? <p className="text-xs text-slate-600">※ {cappedNote}</p> : null}
    </div>
  );
}
