import { changeText, dimensionLabels, type ReportComparison } from '@app/shared/contract';
import { formatReportDate } from '../utils/format-report-date';
import { HeadingPhrases } from './heading-phrases';

/** 「+1段階（上昇）」, 「変わらず」 or 「−1段階（低下）」: the level change in words. */
function levelChangeText(change: number): string {
  return change === 0 ? '変わらず' : changeText(change, '段階');
}

type PreviousKpi = ReportComparison['previousKpis'][number];

/** The earlier KPIs phase by phase, each phase named once (「0〜3か月：受発注の電子化」). */
function kpisByPhase(kpis: readonly PreviousKpi[]): { heading: string; kpis: PreviousKpi[] }[] {
  const phases: { heading: string; kpis: PreviousKpi[] }[] = [];
  for (const entry of kpis) {
    const heading = `${entry.period}：${entry.phaseTitle}`;
    const phase = phases.at(-1);
    if (phase?.heading === heading) phase.kpis.push(entry);
    else phases.push({ heading, kpis: [entry] });
  }
  return phases;
}

/** 「+12点（上昇）」 with the word on a line of its own on a phone, where the table is narrow. */
function ChangeCell({ change }: { change: number }) {
  const text = changeText(change, '点');
  const split = text.indexOf('（');
  return (
    <>
      {text.slice(0, split)}
      <span className="block sm:inline">{text.slice(split)}</span>
    </>
  );
}

/** The earlier level and date in one line, shown beside this diagnosis's level in the summary. */
export function PreviousLevelNote({ comparison }: { comparison: ReportComparison }) {
  const { previous } = comparison;
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="previous-level">
      <span className="block">{`前回 レベル${previous.level}（${formatReportDate(new Date(previous.diagnosedAt))}）`}</span>
      <span className="block">{`前回から ${levelChangeText(comparison.levelChange)}`}</span>
    </p>
  );
}

/**
 * A second diagnosis beside the earlier one: the two levels and overall scores, a table of the
 * five areas then and now (the change in figures and words, so colour is never the only sign), and
 * the KPIs the earlier roadmap asked to measure, for the visitor to check against what changed.
 */
export function PreviousComparison({
  comparison,
  level,
  levelName,
  overall,
}: {
  comparison: ReportComparison;
  /** This diagnosis's level, name and rounded overall score. */
  level: number;
  levelName: string;
  overall: number;
}) {
  const { previous } = comparison;
  const previousDate = formatReportDate(new Date(previous.diagnosedAt));
  return (
    <div className="space-y-6">
      <p className="leading-relaxed text-slate-700">
        {`前回の診断（${previousDate}）のレポートから始めていただいた診断です。前回と今回の結果を並べています。`}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-xs font-bold text-slate-500">前回の成熟度レベル</dt>
          <dd className="mt-1 font-bold text-slate-900">{`レベル${previous.level}：${previous.levelName}`}</dd>
          <dd className="text-sm text-slate-600">{`総合スコア ${previous.overall} / 100`}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-xs font-bold text-slate-500">今回の成熟度レベル</dt>
          <dd className="mt-1 font-bold text-slate-900">{`レベル${level}：${levelName}`}</dd>
          <dd className="text-sm text-slate-600">{`総合スコア ${overall} / 100`}</dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-xs font-bold text-slate-500">前回からの変化</dt>
          <dd className="mt-1 font-bold text-slate-900">{`レベル ${levelChangeText(comparison.levelChange)}`}</dd>
          <dd className="text-sm text-slate-600">{`総合スコア ${changeText(comparison.overallChange, '点')}`}</dd>
        </div>
      </dl>

      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-base font-bold text-slate-900">
            <HeadingPhrases text="領域ごとの変化" />
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-xs text-slate-500">
              <th scope="col" className="py-2 pr-2 font-bold">
                領域
              </th>
              <th scope="col" className="px-2 py-2 text-right font-bold">
                前回
              </th>
              <th scope="col" className="px-2 py-2 text-right font-bold">
                今回
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-bold">
                変化
              </th>
            </tr>
          </thead>
          <tbody>
            {comparison.dimensions.map((area) => (
              <tr key={area.key} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-2 font-medium text-slate-800">
                  {dimensionLabels[area.key]}
                </th>
                <td className="px-2 py-2 text-right text-slate-700 tabular-nums">{area.previous}</td>
                <td className="px-2 py-2 text-right text-slate-700 tabular-nums">{area.current}</td>
                <td
                  className={`py-2 pl-2 text-right font-bold tabular-nums ${
                    area.change > 0 ? 'text-emerald-800' : area.change < 0 ? 'text-red-800' : 'text-slate-600'
                  }`}
                >
                  <ChangeCell change={area.change} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-xs text-slate-500">各領域のスコアは100点満点です。</p>
      </div>

      <div>
        <h3 className="mb-2 font-bold text-slate-900">
          <HeadingPhrases text="前回のロードマップで測ることにした指標" />
        </h3>
        {comparison.previousKpis.length === 0 ? (
          <p className="text-sm text-slate-600">前回のレポートには、測る指標の記載がありません。</p>
        ) : (
          <>
            <p className="mb-3 text-sm leading-relaxed text-slate-600">
              前回のレポートで、取り組みの成果を確かめるために測ることにした指標です。前回から今回までに、それぞれの数値がどう変わったかをご確認ください。
            </p>
            <ul className="space-y-3">
              {kpisByPhase(comparison.previousKpis).map((phase) => (
                <li key={phase.heading} className="rounded-xl border border-slate-200 p-4">
                  <p className="text-xs font-bold text-blue-800">{phase.heading}</p>
                  <ul className="mt-2 space-y-3">
                    {phase.kpis.map((entry, index) => (
                      <li key={index}>
                        <p className="font-medium text-slate-900">{entry.kpi}</p>
                        {entry.baseline || entry.sixMonthGuide ? (
                          <dl className="mt-1 space-y-1 text-sm text-slate-700">
                            {entry.baseline ? (
                              <div>
                                <dt className="inline font-bold">現状値：</dt>
                                <dd className="inline">{entry.baseline}</dd>
                              </div>
                            ) : null}
                            {entry.sixMonthGuide ? (
                              <div>
                                <dt className="inline font-bold">6か月後の目安：</dt>
                                <dd className="inline">{entry.sixMonthGuide}</dd>
                              </div>
                            ) : null}
                          </dl>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
