import type { DecisionBrief as DecisionBriefContent } from '@app/shared/contract';
import { HeadingPhrases } from './heading-phrases';

/** Rows of the first step, in the order the brief lists them. */
const firstStepRows = [
  ['action', '最初に行うこと'],
  ['owner', '担当'],
  ['measure', '成果を測る数字'],
  ['budget', '費用の目安'],
] as const;

/** The brief's id, which the report's contents link to. */
export const decisionBriefSectionId = 'report-decision-brief';

/**
 * The page a respondent who is not the decision-maker hands to the CEO: the level, the one issue,
 * the first step and the decision asked for. On paper it sits on a page of its own.
 */
export function DecisionBrief({ brief }: { brief: DecisionBriefContent }) {
  const { firstStep } = brief;
  return (
    <section
      id={decisionBriefSectionId}
      aria-labelledby="decision-brief-heading"
      data-testid="decision-brief"
      className="scroll-mt-8 rounded-2xl border-2 border-slate-800 bg-white p-5 sm:p-7 print:break-before-page print:break-after-page print:break-inside-avoid print:border print:p-6 print:text-[12pt]"
    >
      <p className="text-xs font-bold tracking-wide text-slate-500">経営者の方へお渡しいただく1枚</p>
      <h2 id="decision-brief-heading" className="mt-1 text-xl font-bold text-slate-900">
        <HeadingPhrases text={`${brief.companyName} 様 DX・AI成熟度診断のご報告とご判断のお願い`} />
      </h2>
      {brief.preparedBy ? <p className="mt-1 text-sm text-slate-600">作成：{brief.preparedBy}</p> : null}

      <dl className="mt-5 space-y-4">
        <div>
          <dt className="text-xs font-bold text-blue-800">1. 現在のレベル</dt>
          <dd className="mt-1 text-slate-900">
            <span className="font-bold">{brief.level}</span>（総合スコア {Math.round(brief.overall)} / 100）
          </dd>
        </div>
        <div>
          <dt className="text-xs font-bold text-blue-800">2. 最も優先して取り組む課題</dt>
          <dd className="mt-1 text-slate-900">
            <span className="font-bold">{brief.issue}</span>（領域：{brief.issueArea}）
          </dd>
        </div>
        <div>
          <dt className="text-xs font-bold text-blue-800">
            3. 最初の一歩（{firstStep.period}）：{firstStep.title}
          </dt>
          <dd className="mt-2">
            <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
              {firstStepRows.map(([key, label]) => (
                <div key={key} className="contents">
                  <dt className="font-bold text-slate-600">{label}</dt>
                  <dd className="leading-relaxed text-slate-800">{firstStep[key]}</dd>
                </div>
              ))}
            </dl>
          </dd>
        </div>
        <div className="rounded-xl bg-amber-50 p-4 print:border print:border-amber-300 print:bg-white">
          <dt className="text-xs font-bold text-amber-900">4. ご判断いただきたいこと</dt>
          <dd className="mt-1 leading-relaxed font-bold text-slate-900">{brief.decision}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-slate-500 print:hidden">
        印刷すると、このまとめは1ページに収まります。詳しい根拠は本レポートの各章をご覧ください。
      </p>
      <p className="mt-4 hidden text-xs text-slate-500 print:block">
        詳しい根拠は、診断レポート本体の各章をご覧ください。
      </p>
    </section>
  );
}
