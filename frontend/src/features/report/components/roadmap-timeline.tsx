import type { RoadmapPhase } from '@app/shared/contract';
import type { ReactNode } from 'react';

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="space-y-1">
      {items.map((item, index) => (
        <li key={index} className="flex gap-2 leading-relaxed">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-slate-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-[7rem_1fr] sm:gap-3">
      <dt className="text-xs font-bold text-blue-800 sm:pt-0.5">{term}</dt>
      <dd className="text-sm leading-relaxed text-slate-700">{children}</dd>
    </div>
  );
}

/** Each KPI with how to take its baseline first and what six months on should show. */
function KpiTargets({ measures }: { measures: NonNullable<RoadmapPhase['measures']> }) {
  return (
    <ul className="space-y-2">
      {measures.map((measure, index) => (
        <li key={index} className="leading-relaxed">
          <span className="font-bold text-slate-800">{measure.kpi}</span>
          <span className="block text-xs text-slate-600">現状値：{measure.baseline}</span>
          <span className="block text-xs text-slate-600">6か月後の目安：{measure.sixMonthGuide}</span>
        </li>
      ))}
    </ul>
  );
}

/** The recommended phases as a timeline; each phase stays on one printed page. */
export function RoadmapTimeline({ phases }: { phases: RoadmapPhase[] }) {
  return (
    <ol className="relative space-y-5 border-l-2 border-blue-100 pl-5 sm:pl-7" data-testid="roadmap">
      {phases.map((phase, index) => (
        <li key={index} className="relative break-inside-avoid">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[28px] h-3.5 w-3.5 rounded-full border-2 border-white bg-blue-700 ring-2 ring-blue-100 sm:-left-[36px]"
          />
          <article
            aria-labelledby={`roadmap-phase-${index}`}
            className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5 print:bg-white"
          >
            <h3 id={`roadmap-phase-${index}`} className="mb-3">
              <span className="mb-1 inline-block rounded-full bg-blue-700 px-2.5 py-0.5 text-xs font-bold text-white">
                {phase.period}
              </span>
              <span className="block font-bold text-slate-900">{phase.title}</span>
            </h3>
            <div className="mb-3 text-sm text-slate-700">
              <p className="mb-1 text-xs font-bold text-blue-800">取り組み</p>
              <Bullets items={phase.actions} />
            </div>
            <dl className="space-y-2 border-t border-slate-200 pt-3">
              <Detail term="担当">{phase.owner}</Detail>
              <Detail term="KPI">
                {phase.measures ? <KpiTargets measures={phase.measures} /> : <Bullets items={phase.kpis} />}
                {phase.estimate && (
                  <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800">
                    <span className="mr-1 font-bold text-amber-900">試算</span>
                    {phase.estimate.text}
                  </p>
                )}
              </Detail>
              <Detail term="予算の目安">
                {phase.budget}
                {phase.budgetGuide && (
                  <span className="mt-1 block">
                    <span className="mr-1 font-bold text-blue-800">目安</span>
                    {phase.budgetGuide.text}
                    <span className="block text-xs text-slate-500">
                      出典：
                      <a
                        href={phase.budgetGuide.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-blue-700 underline"
                      >
                        {phase.budgetGuide.source}
                      </a>
                      （{phase.budgetGuide.checkedOn}確認）
                    </span>
                  </span>
                )}
              </Detail>
              <Detail term="活用できる支援">{phase.support}</Detail>
            </dl>
          </article>
        </li>
      ))}
    </ol>
  );
}
