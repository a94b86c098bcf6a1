import { useNavigate, useLocation } from 'react-router';
import { useCallback, useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import { DiagnosisForm } from '@/features/diagnosis/components/diagnosis-form';
import { LeaveConfirmation } from '@/features/diagnosis/components/leave-confirmation';
import { RepeatDiagnosisNotice } from '@/features/diagnosis/components/repeat-diagnosis-notice';
import { useLeaveGuard } from '@/features/diagnosis/hooks/use-leave-guard';
import type {
  DiagnosisDraft,
  FlowState,
  QuestionnaireData,
} from '@/features/diagnosis/types/diagnosis-draft';
import { draftFromQuestionnaire, emptyDraft } from '@/features/diagnosis/utils/answers-codec';
import {
  hasQuestionnaireInput,
  loadQuestionnaireDraft,
  pickInitial,
  saveQuestionnaireDraft,
} from '@/features/diagnosis/utils/draft-storage';
import { readFlowState, readPreviousReport } from '@/features/diagnosis/utils/navigation-state';
import { formatReportDate } from '@/features/report/utils/format-report-date';
import { useCaptureSource } from '@/features/diagnosis/hooks/use-capture-source';
import { useFunnelStep } from '@/hooks/use-funnel-step';

const continueTo = [paths.userInfo];

export default function Diagnosis() {
  const location = useLocation();
  const navigate = useNavigate();
  useFunnelStep('diagnosis');
  useCaptureSource();
  // Coming back from /userinfo, the form starts from the carried data (SPEC §2); after a reload,
  // from the draft kept in this tab.
  const [flow] = useState(() => readFlowState(location.state));
  // Started from an earlier report (「半年後にもう一度診断する」): its company data fills the
  // basic info, and its link's token goes with the answers so the new report compares with it.
  const [previousReport] = useState(() => readPreviousReport(location.state));
  const [initialDraft] = useState(
    () =>
      pickInitial(
        flow
          ? draftFromQuestionnaire(flow.questionnaire)
          : previousReport?.companyInfo
            ? { ...emptyDraft, companyInfo: previousReport.companyInfo }
            : undefined,
        loadQuestionnaireDraft(),
        location.key,
      ) ?? emptyDraft,
  );
  const [started, setStarted] = useState(() => hasQuestionnaireInput(initialDraft));
  const [unsaved, setUnsaved] = useState(false);
  const guard = useLeaveGuard({ active: started, allowedPaths: continueTo, unsaved });

  const keepDraft = useCallback(
    (draft: DiagnosisDraft) => {
      setUnsaved(!saveQuestionnaireDraft(location.key, draft));
      setStarted(hasQuestionnaireInput(draft));
    },
    [location.key],
  );

  const complete = (questionnaire: QuestionnaireData) => {
    const state: FlowState = {
      questionnaire,
      ...(flow?.userInfo ? { userInfo: flow.userInfo } : {}),
      ...(previousReport
        ? { previousReport: { token: previousReport.token, diagnosedAt: previousReport.diagnosedAt } }
        : {}),
    };
    // Keep the answers on this history entry too, so the browser's back button restores them.
    navigate(paths.diagnosis, { replace: true, state });
    navigate(paths.userInfo, { state });
  };

  return (
    <PageLayout title="診断アンケート｜DX・AI成熟度診断">
      <p className="text-sm font-bold tracking-widest text-blue-700">STEP 2 / 3</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">DX・AI成熟度診断</h1>
      <p className="mt-2 leading-relaxed text-slate-600">
        各設問について、貴社の現状に最も近いものをお選びください。所要時間は約5分です。
      </p>
      {previousReport ? (
        <RepeatDiagnosisNotice diagnosedOn={formatReportDate(new Date(previousReport.diagnosedAt))} />
      ) : null}
      <DiagnosisForm initialDraft={initialDraft} onComplete={complete} onDraftChange={keepDraft} />
      <LeaveConfirmation guard={guard} armed={started} />
    </PageLayout>
  );
}
