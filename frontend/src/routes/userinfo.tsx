import type { UserInfo } from '@app/shared/contract';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Alert } from '@/components/ui/alert';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { LeaveConfirmation } from '@/features/diagnosis/components/leave-confirmation';
import { UserInfoForm } from '@/features/diagnosis/components/user-info-form';
import { useLeaveGuard } from '@/features/diagnosis/hooks/use-leave-guard';
import type { FlowState } from '@/features/diagnosis/types/diagnosis-draft';
import { loadContactDraft, pickInitial, saveContactDraft } from '@/features/diagnosis/utils/draft-storage';
import { readFlowState, type ResultState } from '@/features/diagnosis/utils/navigation-state';
import { useFunnelStep } from '@/hooks/use-funnel-step';

const continueTo = [paths.diagnosis, paths.result];

export default function UserInfoPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [flow] = useState(() => readFlowState(location.state));
  // Only a view with the questionnaire behind it is a step of the funnel.
  useFunnelStep('userinfo', flow !== null);
  // The contact data carried in the state (SPEC §2), or what was typed here before a reload.
  const [initialContact] = useState(() => pickInitial(flow?.userInfo, loadContactDraft(), location.key));
  const [unsaved, setUnsaved] = useState(false);
  // The diagnosis is not sent yet: leaving for anywhere but its two next steps asks first.
  const guard = useLeaveGuard({ active: flow !== null, allowedPaths: continueTo, unsaved });

  const keepDraft = useCallback(
    (userInfo: UserInfo) => setUnsaved(!saveContactDraft(location.key, userInfo)),
    [location.key],
  );

  const back = (userInfo: UserInfo) => {
    if (!flow) return;
    const state: FlowState = { ...flow, userInfo };
    navigate(paths.diagnosis, { state });
  };

  const viewResult = (userInfo: UserInfo) => {
    if (!flow) return;
    // Remember the contact data here too, so the browser's back button restores it.
    navigate(paths.userInfo, {
      replace: true,
      state: { ...flow, userInfo } satisfies FlowState,
    });
    // A second diagnosis sends the earlier report's token, which links the two (and only it can).
    const previousReportToken = flow.previousReport?.token;
    const state: ResultState = {
      submission: {
        ...flow.questionnaire,
        userInfo,
        ...(previousReportToken ? { previousReportToken } : {}),
      },
    };
    navigate(paths.result, { state });
  };

  return (
    <PageLayout title="診断結果の確認｜DX・AI成熟度診断">
      <p className="text-sm font-bold tracking-widest text-blue-700">STEP 3 / 3</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">診断結果の確認</h1>
      {flow ? (
        <>
          <p className="mt-2 mb-6 leading-relaxed text-slate-600">
            ご回答ありがとうございました。診断結果をご確認いただくにあたり、ご担当者様の連絡先をご入力ください。
          </p>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
            <UserInfoForm
              initialValues={initialContact}
              onBack={back}
              onSubmit={viewResult}
              onChange={keepDraft}
            />
          </div>
          <LeaveConfirmation guard={guard} armed={flow !== null} />
        </>
      ) : (
        <div className="mt-6 space-y-5">
          <Alert>アンケートデータが見つかりません。もう一度最初からやり直してください。</Alert>
          <LinkButton to={paths.start} variant="secondary">
            最初からやり直す
          </LinkButton>
        </div>
      )}
    </PageLayout>
  );
}
