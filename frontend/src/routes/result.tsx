import type { SubmitRequest } from '@app/shared/contract';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { submitDiagnosis } from '@/features/diagnosis/api/submit-diagnosis';
import { clearDiagnosisDraft } from '@/features/diagnosis/utils/draft-storage';
import { readResultState, type ResultState } from '@/features/diagnosis/utils/navigation-state';
import { ReportLinkPanel } from '@/features/report/components/report-link-panel';
import { ReportLoading } from '@/features/report/components/report-loading';
import { ReportReadyAnnouncement } from '@/features/report/components/report-ready-announcement';
import { ReportView } from '@/features/report/components/report-view';
import { SubmitError } from '@/features/report/components/submit-error';
import { useReportLoading } from '@/features/report/hooks/use-report-loading';
import { submissionKeyFrom } from '@/features/report/utils/submission-key';
import { useFunnelStep } from '@/hooks/use-funnel-step';
import { useSiteInfo } from '@/hooks/use-site-info';

const pageTitle = '診断レポート｜DX・AI成熟度診断';

function BackToTop() {
  return (
    <LinkButton to={paths.landing} variant="secondary">
      トップページへ戻る
    </LinkButton>
  );
}

function ResultContent({
  submission,
  idempotencyKey,
}: {
  submission: ResultState['submission'];
  idempotencyKey: string;
}) {
  // Set when the visitor chose to send a second diagnosis without its refused earlier link.
  const [unlinked, setUnlinked] = useState(false);
  // Every send of this submission, the first and each retry, carries the same key (DESIGN §7b).
  // A refused earlier link stored nothing, so the key is still free for the send without it.
  const submit = useCallback(
    (request: SubmitRequest) => {
      const { previousReportToken: _token, ...withoutPrevious } = request;
      return submitDiagnosis(unlinked ? withoutPrevious : request, { idempotencyKey });
    },
    [idempotencyKey, unlinked],
  );
  const state = useReportLoading(submission, submit);
  useFunnelStep('report', state.phase === 'ready');
  const site = useSiteInfo();
  // The visitor is e-mailed a link once the report is stored, whether or not this request waits.
  const emailedTo = site?.reportEmail ? submission.userInfo.email : undefined;
  // The drafts kept the answers across reloads until now: the report exists, so they are done.
  useEffect(() => {
    if (state.phase === 'ready') clearDiagnosisDraft();
  }, [state.phase]);

  let screen: ReactNode;
  if (state.phase === 'error') {
    screen = (
      <SubmitError
        error={state.error}
        onRetry={state.retry}
        emailedTo={emailedTo}
        onSendWithoutPrevious={
          submission.previousReportToken && !unlinked
            ? () => {
                // One render takes both: the new attempt is sent by the submit without the token.
                setUnlinked(true);
                state.retry();
              }
            : undefined
        }
      >
        <BackToTop />
      </SubmitError>
    );
  } else if (state.phase !== 'ready') {
    screen = <ReportLoading progress={state.progress} />;
  } else {
    screen = (
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <p className="text-sm text-slate-600">
            診断レポートが完成しました。印刷またはPDFとして保存できます。
          </p>
          <Button variant="secondary" onClick={() => window.print()}>
            印刷・PDFで保存
          </Button>
        </div>
        <ReportView
          result={state.result}
          operator={site}
          focusTitleOnShow
          afterSummary={
            state.result.reportUrl ? (
              <ReportLinkPanel reportUrl={state.result.reportUrl} emailedTo={emailedTo} />
            ) : null
          }
        />
      </div>
    );
  }
  return (
    <>
      <ReportReadyAnnouncement ready={state.phase === 'ready'} />
      {screen}
    </>
  );
}

export default function Result() {
  const location = useLocation();
  const navigate = useNavigate();
  const [resultState] = useState(() => readResultState(location.state));
  const [idempotencyKey] = useState(() => submissionKeyFrom(location.state));

  // SPEC §4: the state is read once and cleared, so a reload shows the no-data message.
  useEffect(() => {
    if (location.state != null) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  return (
    <PageLayout title={pageTitle} width="wide">
      {resultState ? (
        <ResultContent submission={resultState.submission} idempotencyKey={idempotencyKey} />
      ) : (
        <div className="space-y-5">
          <h1 className="text-2xl font-bold text-slate-900">診断レポート</h1>
          <Alert>診断データが見つかりません。トップページからやり直してください。</Alert>
          <BackToTop />
        </div>
      )}
    </PageLayout>
  );
}
