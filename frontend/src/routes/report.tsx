import { useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import type { RepeatDiagnosisState } from '@/features/diagnosis/types/diagnosis-draft';
import { LinkedReportLoading } from '@/features/report/components/linked-report-loading';
import { ReportReadyAnnouncement } from '@/features/report/components/report-ready-announcement';
import { RepeatDiagnosisOffer } from '@/features/report/components/repeat-diagnosis-offer';
import { ReportView } from '@/features/report/components/report-view';
import { useFocusWhenShown } from '@/features/report/hooks/use-focus-when-shown';
import { useLinkedReport } from '@/features/report/hooks/use-linked-report';
import { formatLinkExpiry } from '@/features/report/utils/format-link-expiry';
import { describeLinkFailure } from '@/features/report/utils/link-failure';
import { useSiteInfo } from '@/hooks/use-site-info';

const pageTitle = '診断レポート｜DX・AI成熟度診断';

function LinkedReportScreen({ token, state }: { token: string; state: ReturnType<typeof useLinkedReport> }) {
  const site = useSiteInfo();
  const navigate = useNavigate();
  const errorTitle = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(errorTitle, state.phase === 'error');

  if (state.phase === 'loading') return <LinkedReportLoading />;
  if (state.phase === 'error') {
    const failure = describeLinkFailure(state.error);
    return (
      <div className="space-y-5">
        <h1 ref={errorTitle} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          診断レポート
        </h1>
        <Alert title={failure.title}>{failure.message}</Alert>
        <div className="flex flex-wrap gap-3">
          {failure.retryable ? <Button onClick={state.reload}>もう一度読み込む</Button> : null}
          <LinkButton to={paths.landing} variant="secondary">
            トップページへ戻る
          </LinkButton>
        </div>
      </div>
    );
  }
  const { createdAt, expiresAt, companyInfo, ...result } = state.report;
  // The token travels in history state only: not in a URL, so no address bar, log or Referer has it.
  const startRepeat = companyInfo
    ? () => {
        const repeat: RepeatDiagnosisState = {
          previousReport: { token, diagnosedAt: createdAt, companyInfo },
        };
        // Through the consent page, as every diagnosis starts; it hands the state on to /diagnosis.
        navigate(paths.start, { state: repeat });
      }
    : null;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-slate-600">
          {`保存用リンクから開いた診断レポートです。このリンクの有効期限は${formatLinkExpiry(new Date(expiresAt))}までです。`}
          期限後も残すには、印刷またはPDFとして保存してください。
        </p>
        <Button variant="secondary" onClick={() => window.print()}>
          印刷・PDFで保存
        </Button>
      </div>
      <ReportView result={result} operator={site} createdAt={new Date(createdAt)} focusTitleOnShow />
      {startRepeat ? (
        <RepeatDiagnosisOffer linkExpiry={formatLinkExpiry(new Date(expiresAt))} onStart={startRepeat} />
      ) : null}
    </div>
  );
}

/** The report behind a link, with a live region that exists before the report arrives. */
function LinkedReport({ token }: { token: string }) {
  const state = useLinkedReport(token);
  return (
    <>
      <ReportReadyAnnouncement ready={state.phase === 'ready'} />
      <LinkedReportScreen token={token} state={state} />
    </>
  );
}

/** /report/:token: a stored report opened at its private link (DESIGN §7b). */
export default function Report() {
  const { token = '' } = useParams();
  return (
    <PageLayout title={pageTitle} width="wide">
      {/* The URL is a private link: search engines must not keep it (React hoists this into <head>). */}
      <meta name="robots" content="noindex, nofollow" />
      {/* A new token is a new report: no state carries over from the previous one. */}
      <LinkedReport key={token} token={token} />
    </PageLayout>
  );
}
