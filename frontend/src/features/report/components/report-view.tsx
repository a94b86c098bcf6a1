import type { DiagnosisResult, SiteInfo } from '@app/shared/contract';
import { useRef, useState, type ReactNode } from 'react';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';
import { toDetailedSections } from '../utils/detailed-sections';
import { formatReportDate } from '../utils/format-report-date';
import { parseMaturityLevel } from '../utils/parse-maturity-level';
import { AnswersToAsks } from './answers-to-asks';
import { CallToAction } from './call-to-action';
import { callToActionSectionId, ConsultShortcut } from './consult-shortcut';
import { DecisionBrief, decisionBriefSectionId } from './decision-brief';
import { HeadingPhrases } from './heading-phrases';
import { MaturityRing } from './maturity-ring';
import { PointsToConfirm } from './points-to-confirm';
import { PreviousComparison, PreviousLevelNote } from './previous-comparison';
import { ReportContents } from './report-contents';
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
  /**
   * Shown between the summary and the contents (on /result, the report's saved link): there it
   * leaves the level ring and the summary on a phone's first screen.
   */
  afterSummary?: ReactNode;
}

/** One titled block of the report below the summary, listed in the contents. */
interface ReportBlock {
  id: string;
  title: string;
  content: ReactNode;
  allowPageBreaks?: boolean;
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

/** The blocks below the summary, in report order; those the result has no content for are left out. */
function reportBlocks(result: DiagnosisResult): ReportBlock[] {
  const { companyProfile: profile, issueAnalysis, benchmark, scores } = result;
  // The sections below the SPEC ones exist only in newer reports; old stored ones lack the fields.
  const { roadmap, supportProgrammes, pointsToConfirm, callToAction, answersToAsks, comparison } = result;
  const hasRoadmap = roadmap !== undefined && roadmap.length > 0;
  const blocks: (ReportBlock | false)[] = [
    // A second diagnosis leads with what changed since the earlier one.
    comparison !== undefined &&
      scores !== undefined && {
        id: 'report-comparison',
        title: '前回の診断との比較',
        content: (
          <PreviousComparison
            comparison={comparison}
            level={scores.level}
            levelName={scores.levelName}
            overall={Math.round(scores.overall)}
          />
        ),
      },
    answersToAsks !== undefined &&
      answersToAsks.length > 0 && {
        id: 'report-answers',
        title: 'ご質問への回答',
        content: <AnswersToAsks answers={answersToAsks} />,
      },
    scores !== undefined && {
      id: 'report-scores',
      title: '領域別スコアと業界比較',
      content: <ScoreOverview scores={scores} />,
      // With the ladder the block can exceed an A4 page; it may then break before the ladder.
      allowPageBreaks: scores.nextLevel !== undefined || scores.readiness !== undefined,
    },
    {
      id: 'report-profile',
      title: '企業プロフィール',
      content: (
        <>
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
        </>
      ),
    },
    {
      id: 'report-issues',
      title: '課題分析',
      content: (
        <div className="grid gap-6 md:grid-cols-2">
          <IssueList title="優先度：高" items={issueAnalysis.high} tone="high" />
          <IssueList title="優先度：中" items={issueAnalysis.medium} tone="medium" />
        </div>
      ),
    },
    {
      id: 'report-benchmark',
      title: 'ベンチマーク',
      content: (
        <div className="space-y-4">
          <div>
            <h3 className="mb-1 font-bold text-slate-900">
              <HeadingPhrases text="同業・同規模企業との比較" />
            </h3>
            <Paragraphs text={benchmark.comparison} />
          </div>
          <div>
            <h3 className="mb-1 font-bold text-slate-900">
              <HeadingPhrases text="強化すべき領域" />
            </h3>
            <Paragraphs text={benchmark.areaToStrengthen} />
          </div>
        </div>
      ),
    },
    pointsToConfirm !== undefined &&
      pointsToConfirm.length > 0 && {
        id: 'report-points-to-confirm',
        title: '確認させていただきたい点',
        content: <PointsToConfirm points={pointsToConfirm} />,
      },
    ...toDetailedSections(result.detailedAnalysis)
      // 「推奨される次のステップ」 is written from the roadmap's phases (period, title, owner, first
      // action), so beside the roadmap it only repeats it; reports without a roadmap keep it (SPEC §3).
      .filter((section) => !(hasRoadmap && section.key === 'nextSteps'))
      .map((section) => ({
        id: `report-detail-${section.key}`,
        title: section.title,
        content: <Paragraphs text={section.body} />,
      })),
    hasRoadmap && {
      id: 'report-roadmap',
      title: 'ロードマップ',
      content: <RoadmapTimeline phases={roadmap} />,
      allowPageBreaks: true,
    },
    supportProgrammes !== undefined &&
      supportProgrammes.length > 0 && {
        id: 'report-support',
        title: '活用できる公的支援',
        content: <SupportProgrammeList programmes={supportProgrammes} />,
        allowPageBreaks: true,
      },
    callToAction !== undefined && {
      id: callToActionSectionId,
      title: '今後のご相談について',
      content: <CallToAction callToAction={callToAction} />,
    },
  ];
  return blocks.filter((block) => block !== false);
}

function ReportContent({
  result,
  operator,
  createdAt,
  focusTitleOnShow = false,
  afterSummary,
}: ReportViewProps) {
  // The viewing day is fixed for the life of the view.
  const [viewedAt] = useState(() => new Date());
  const title = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(title, focusTitleOnShow);
  const { executiveSummary: summary, companyProfile: profile, scores, callToAction, decisionBrief } = result;
  const level = parseMaturityLevel(summary.maturityLevel);
  const blocks = reportBlocks(result);
  const contents = [
    ...blocks.map(({ id, title }) => ({ id, title })),
    ...(decisionBrief ? [{ id: decisionBriefSectionId, title: '経営者の方へお渡しいただく1枚' }] : []),
  ];

  return (
    <article className="space-y-6 print:space-y-4" aria-labelledby="report-title">
      <header className="rounded-2xl bg-gradient-to-br from-slate-900 to-blue-900 p-5 text-white sm:p-8 print:bg-none print:p-0 print:text-slate-900">
        <p className="text-sm font-medium tracking-wide text-blue-200 print:text-slate-500">
          DX・AI成熟度診断レポート
        </p>
        <h1 id="report-title" ref={title} tabIndex={-1} className="mt-2 text-2xl font-bold sm:text-3xl">
          <HeadingPhrases text={`${profile.companyName} 様`} />
        </h1>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-blue-100 sm:mt-4 print:text-slate-600">
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

      <ReportSection id="report-summary" title="エグゼクティブサマリー" onFirstScreen>
        <div className="grid gap-5 md:grid-cols-[auto_1fr] md:items-start md:gap-6">
          {/* On a phone the ring sits beside the level, so that the summary starts on the first screen. */}
          <div className="flex items-center gap-5 md:flex-col md:gap-2 md:px-4">
            <MaturityRing level={level} />
            <div className="md:text-center">
              <p className="font-bold text-slate-900">
                <HeadingPhrases text={summary.maturityLevel} />
              </p>
              {scores ? (
                <p className="mt-1 text-sm text-slate-500">総合スコア {Math.round(scores.overall)} / 100</p>
              ) : null}
              {result.comparison ? <PreviousLevelNote comparison={result.comparison} /> : null}
            </div>
          </div>
          <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4">
            {summaryItems.map(([key, label]) => (
              <div
                key={key}
                className={`rounded-xl bg-slate-50 p-4 ${key === 'recommendedAction' ? 'sm:col-span-2' : ''}`}
                data-testid="summary-item"
              >
                <dt className="mb-1 text-xs font-bold tracking-wide text-blue-800">{label}</dt>
                <dd className="leading-relaxed whitespace-pre-line text-slate-800">{summary[key]}</dd>
              </div>
            ))}
          </dl>
        </div>
        {callToAction ? <ConsultShortcut callToAction={callToAction} /> : null}
      </ReportSection>

      {afterSummary}

      <ReportContents entries={contents} />

      {blocks.map((block) => (
        <ReportSection
          key={block.id}
          id={block.id}
          title={block.title}
          allowPageBreaks={block.allowPageBreaks}
        >
          {block.content}
        </ReportSection>
      ))}

      {decisionBrief ? <DecisionBrief brief={decisionBrief} /> : null}

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
