import type { DiagnosisResult, SiteInfo } from '@app/shared/contract';
import { useRef, useState } from 'react';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';
import { toDetailedSections } from '../utils/detailed-sections';
import { formatReportDate } from '../utils/format-report-date';
import { parseMaturityLevel } from '../utils/parse-maturity-level';
import { AnswersToAsks } from './answers-to-asks';
import { CallToAction } from './call-to-action';
import { DecisionBrief } from './decision-brief';
import { MaturityRing } from './maturity-ring';
import { PointsToConfirm } from './points-to-confirm';
import { ReportErrorBoundary } from './report-error-boundary';
import { ReportOperator } from './report-operator';
import { ReportSection } from './report-section';
import { RoadmapTimeline } from './roadmap-timeline';
import { ScoreOverview } from './score-overview';
import { SupportProgrammeList } from './support-programme-list';

export interface ReportViewProps {
  result: DiagnosisResult;
  /** Who runs the service (GET /api/site): named in the header and the closing block when known. */
  operator?: SiteInfo | null;
  /**
   * When a stored report was made: its 「診断日」. Without it (on /result) the 「診断日」 is the day
   * of viewing (SPEC §4).
   */
  createdAt?: Date;
  /** The report replaces a waiting screen: focus moves to its title. */
  focusTitleOnShow?: boolean;
}

const summaryItems = [
  ['position', '現在のポジション'],
  ['priorityIssue', '最優先課題'],
  ['strength', '強み'],
  ['keyFinding', '重要な発見'],
  ['recommendedAction', '推奨アクション'],
] as const;

function Paragraphs({ text }: { text: string }) {
  // Line breaks of the writer's text are part of its layout (SPEC §3).
  return <p className="leading-relaxed whitespace-pre-line text-slate-700">{text}</p>;
}

function IssueList({ title, items, tone }: { title: string; items: string[]; tone: 'high' | 'medium' }) {
  const badge = tone === 'high' ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-800';
  return (
    <div>
      <h3 className="mb-3 flex items-center gap-2 font-bold text-slate-900">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${badge}`}>{title}</span>
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">該当する課題はありません。</p>
      ) : (
        <ul className="space-y-2">
          {items.map((item, index) => (
            <li key={index} className="flex gap-2 leading-relaxed whitespace-pre-line text-slate-700">
              <span
                aria-hidden="true"
                className={`mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full ${tone === 'high' ? 'bg-red-500' : 'bg-amber-500'}`}
              />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ReportContent({ result, operator, createdAt, focusTitleOnShow = false }: ReportViewProps) {
  // The viewing day is fixed for the life of the view.
  const [viewedAt] = useState(() => new Date());
  const title = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(title, focusTitleOnShow);
  const { executiveSummary: summary, companyProfile: profile, issueAnalysis, benchmark, scores } = result;
  // The sections below the SPEC ones exist only in newer reports; old stored ones lack the fields.
  const { roadmap, supportProgrammes, pointsToConfirm, callToAction, answersToAsks } = result;
  const level = parseMaturityLevel(summary.maturityLevel);

  return (
    <article className="space-y-6 print:space-y-4" aria-labelledby="report-title">
      <header className="rounded-2xl bg-gradient-to-br from-slate-900 to-blue-900 p-6 text-white sm:p-8 print:bg-none print:p-0 print:text-slate-900">
        <p className="text-sm font-medium tracking-wide text-blue-200 print:text-slate-500">
          DX・AI成熟度診断レポート
        </p>
        <h1 id="report-title" ref={title} tabIndex={-1} className="mt-2 text-2xl font-bold sm:text-3xl">
          {profile.companyName} 様
        </h1>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-blue-100 print:text-slate-600">
          <div className="flex gap-2">
            <dt>診断日</dt>
            <dd>{formatReportDate(createdAt ?? viewedAt)}</dd>
          </div>
          {profile.contactPerson ? (
            <div className="flex gap-2">
              <dt>ご担当者</dt>
              <dd>{profile.contactPerson} 様</dd>
            </div>
          ) : null}
          {operator ? (
            <div className="flex gap-2">
              <dt>提供</dt>
              <dd>{operator.operatorName}</dd>
            </div>
          ) : null}
        </dl>
      </header>

      <ReportSection id="report-summary" title="エグゼクティブサマリー">
        <div className="grid gap-6 md:grid-cols-[auto_1fr] md:items-start">
          <div className="flex flex-col items-center gap-2 md:px-4">
            <MaturityRing level={level} />
            <p className="text-center font-bold text-slate-900">{summary.maturityLevel}</p>
            {scores ? (
              <p className="text-sm text-slate-500">総合スコア {Math.round(scores.overall)} / 100</p>
            ) : null}
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            {summaryItems.map(([key, label]) => (
              <div
                key={key}
                className={`rounded-xl bg-slate-50 p-4 ${key === 'recommendedAction' ? 'sm:col-span-2' : ''}`}
              >
                <dt className="mb-1 text-xs font-bold tracking-wide text-blue-800">{label}</dt>
                <dd className="leading-relaxed whitespace-pre-line text-slate-800">{summary[key]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </ReportSection>

      {answersToAsks && answersToAsks.length > 0 ? (
        <ReportSection id="report-answers" title="ご質問への回答">
          <AnswersToAsks answers={answersToAsks} />
        </ReportSection>
      ) : null}

      {scores ? (
        // With the ladder the block can exceed an A4 page; it may then break before the ladder.
        <ReportSection
          id="report-scores"
          title="領域別スコアと業界比較"
          allowPageBreaks={scores.nextLevel !== undefined || scores.readiness !== undefined}
        >
          <ScoreOverview scores={scores} />
        </ReportSection>
      ) : null}

      <ReportSection id="report-profile" title="企業プロフィール">
        <dl className="mb-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-bold text-slate-500">企業名</dt>
            <dd className="text-slate-900">{profile.companyName}</dd>
          </div>
          <div>
            <dt className="text-xs font-bold text-slate-500">ご担当者</dt>
            <dd className="text-slate-900">{profile.contactPerson}</dd>
          </div>
        </dl>
        <Paragraphs text={profile.details} />
      </ReportSection>

      <ReportSection id="report-issues" title="課題分析">
        <div className="grid gap-6 md:grid-cols-2">
          <IssueList title="優先度：高" items={issueAnalysis.high} tone="high" />
          <IssueList title="優先度：中" items={issueAnalysis.medium} tone="medium" />
        </div>
      </ReportSection>

      <ReportSection id="report-benchmark" title="ベンチマーク">
        <div className="space-y-4">
          <div>
            <h3 className="mb-1 font-bold text-slate-900">同業・同規模企業との比較</h3>
            <Paragraphs text={benchmark.comparison} />
          </div>
          <div>
            <h3 className="mb-1 font-bold text-slate-900">強化すべき領域</h3>
            <Paragraphs text={benchmark.areaToStrengthen} />
          </div>
        </div>
      </ReportSection>

      {pointsToConfirm && pointsToConfirm.length > 0 ? (
        <ReportSection id="report-points-to-confirm" title="確認させていただきたい点">
          <PointsToConfirm points={pointsToConfirm} />
        </ReportSection>
      ) : null}

      {toDetailedSections(result.detailedAnalysis).map((section) => (
        <ReportSection key={section.key} id={`report-detail-${section.key}`} title={section.title}>
          <Paragraphs text={section.body} />
        </ReportSection>
      ))}

      {roadmap && roadmap.length > 0 ? (
        <ReportSection id="report-roadmap" title="ロードマップ" allowPageBreaks>
          <RoadmapTimeline phases={roadmap} />
        </ReportSection>
      ) : null}

      {supportProgrammes && supportProgrammes.length > 0 ? (
        <ReportSection id="report-support" title="活用できる公的支援" allowPageBreaks>
          <SupportProgrammeList programmes={supportProgrammes} />
        </ReportSection>
      ) : null}

      {callToAction ? (
        <ReportSection id="report-call-to-action" title="今後のご相談について">
          <CallToAction callToAction={callToAction} />
        </ReportSection>
      ) : null}

      {result.decisionBrief ? <DecisionBrief brief={result.decisionBrief} /> : null}

      {operator ? <ReportOperator operator={operator} /> : null}
    </article>
  );
}

/**
 * The whole diagnosis report from a result object. It makes no network call, so the admin
 * dialog renders a stored result with it unchanged; the pages pass the operator they loaded.
 */
export function ReportView(props: ReportViewProps) {
  return (
    <ReportErrorBoundary>
      <ReportContent {...props} />
    </ReportErrorBoundary>
  );
}
