import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { submitDiagnosis } from '@/features/diagnosis/api/submit-diagnosis';
import { readResultState, type ResultState } from '@/features/diagnosis/utils/navigation-state';
import { ReportLoading } from '@/features/report/components/report-loading';
import { ReportView } from '@/features/report/components/report-view';
import { useReportLoading } from '@/features/report/hooks/use-report-loading';

const pageTitle = '診断レポート｜DX・AI成熟度診断';

function BackToTop() {
  return (
    <LinkButton to={paths.landing} variant="secondary">
      トップページへ戻る
    </LinkButton>
  );
}

function ResultContent({ submission }: { submission: ResultState['submission'] }) {
  const state = useReportLoading(submission, submitDiagnosis);

  if (state.phase === 'error') {
    return (
      <div className="space-y-5">
        <Alert>診断結果の生成中にエラーが発生しました。</Alert>
        <BackToTop />
      </div>
    );
  }
  if (state.phase !== 'ready') return <ReportLoading progress={state.progress} />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-sm text-slate-600">
          診断レポートが完成しました。印刷またはPDFとして保存できます。
        </p>
        <Button variant="secondary" onClick={() => window.print()}>
          印刷・PDFで保存
        </Button>
      </div>
      <ReportView result={state.result} />
    </div>
  );
}

export default function Result() {
  const location = useLocation();
  const navigate = useNavigate();
  const [resultState] = useState(() => readResultState(location.state));

  // SPEC §4: the state is read once and cleared, so a reload shows the no-data message.
  useEffect(() => {
    if (location.state != null) navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  return (
    <PageLayout title={pageTitle} width="wide">
      {resultState ? (
        <ResultContent submission={resultState.submission} />
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
