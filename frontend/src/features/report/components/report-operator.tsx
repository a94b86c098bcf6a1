import { operatorDetailLines, type SiteInfo } from '@app/shared/contract';

/**
 * Who provides the report and how to reach them (name, address, contact, privacy contact with the
 * policy's date): the report's last block, on screen and on paper. Lines not configured are left out.
 */
export function ReportOperator({ operator }: { operator: SiteInfo }) {
  const lines = operatorDetailLines(operator);
  return (
    <section
      aria-labelledby="report-operator-heading"
      className="break-inside-avoid rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm sm:p-6 print:border-slate-300 print:bg-white"
    >
      <h2 id="report-operator-heading" className="text-xs font-bold tracking-wide text-slate-500">
        本レポートの提供元
      </h2>
      <p className="mt-1 font-bold break-words text-slate-900">{operator.operatorName}</p>
      {lines.length > 0 ? (
        <dl className="mt-2 space-y-1 leading-relaxed text-slate-700">
          {lines.map((line) => (
            <div key={line.label}>
              <dt className="inline font-bold text-slate-600">{line.label}：</dt>
              <dd className="inline break-words whitespace-pre-line">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
