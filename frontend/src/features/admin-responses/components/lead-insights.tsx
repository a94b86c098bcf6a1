import { acquisitionSourceParams, fitFactorLabels, type AdminResponseRow } from '@app/shared/contract';
import { FitBadge } from './fit-badge';

/**
 * Which lead to call first and where it came from: the fit score with each factor's points and
 * reason, and the visit's UTM parameters and referrer host (「不明」 when the page sent none).
 */
export function LeadInsights({ row }: { row: AdminResponseRow }) {
  const source = row.source ?? {};
  const sourceEntries = [
    ...Object.entries(acquisitionSourceParams).map(([key, param]) => [
      param,
      source[key as keyof typeof acquisitionSourceParams],
    ]),
    ['参照元ホスト', source.referrerHost],
  ].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return (
    <section
      aria-label="適合度と流入元"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 md:grid-cols-2"
    >
      <div>
        <h3 className="flex items-center gap-2 text-sm font-bold text-slate-800">
          適合度 <FitBadge score={row.fitScore} />
          {row.fitScore != null ? <span className="font-normal text-slate-500">/ 100</span> : null}
        </h3>
        {row.fitReasons?.length ? (
          <ul className="mt-2 space-y-1 text-sm">
            {row.fitReasons.map((reason) => (
              <li key={reason.factor} className="flex gap-2">
                <span className="w-24 shrink-0 text-slate-500">{fitFactorLabels[reason.factor]}</span>
                <span className="w-14 shrink-0 text-right tabular-nums">
                  {reason.points}/{reason.max}
                </span>
                <span className="min-w-0 text-slate-800">{reason.reason}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-500">この回答には適合度がありません（機能追加前の回答）。</p>
        )}
      </div>
      <div>
        <h3 className="text-sm font-bold text-slate-800">流入元</h3>
        {sourceEntries.length > 0 ? (
          <dl className="mt-2 space-y-1 text-sm">
            {sourceEntries.map(([label, value]) => (
              <div key={label} className="flex gap-2">
                <dt className="w-28 shrink-0 text-slate-500">{label}</dt>
                <dd className="min-w-0 break-words text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-2 text-sm text-slate-500">不明（直接の訪問、または記録なし）</p>
        )}
      </div>
    </section>
  );
}
