import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { Phrases } from '@/components/ui/phrases';
import { paths } from '@/config/paths';
import { PrivacyPolicy } from '@/features/consent/components/privacy-policy';
import { useCaptureSource } from '@/features/diagnosis/hooks/use-capture-source';
import { useFunnelStep } from '@/hooks/use-funnel-step';
import { useSiteInfo } from '@/hooks/use-site-info';

export default function Start() {
  const navigate = useNavigate();
  // A second diagnosis arrives with its earlier report (report.tsx): consent first, then on with it.
  const { state } = useLocation();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const site = useSiteInfo();
  useFunnelStep('start');
  useCaptureSource();

  return (
    <PageLayout title="診断の目的と個人情報の取り扱い｜DX・AI成熟度診断">
      <p className="text-sm font-bold tracking-widest text-blue-700">STEP 1 / 3</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">診断を始める前に</h1>

      <section
        aria-labelledby="purpose-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
      >
        <h2 id="purpose-heading" className="text-lg font-bold text-slate-900">
          本診断の目的
        </h2>
        <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
          <p>
            本診断は、貴社におけるDX（デジタルトランスフォーメーション）およびAI活用の取り組み状況を客観的に把握し、今後の方向性を検討いただくための無料診断です。所要時間は約5分です。
          </p>
          <p>
            ご回答内容をもとに、5段階の成熟度評価、同業種・同規模企業との比較、優先的に取り組むべき課題とアクションプランをまとめた診断レポートを作成し、画面上でご提示いたします。
          </p>
          <p>
            また、診断結果は、当社{site ? `（${site.operatorName}）` : ''}
            から貴社への助言および情報提供、ならびに当社サービスのご提案に利用させていただきます。あらかじめ下記のプライバシーポリシーをご確認のうえ、同意いただける場合のみ診断にお進みください。
          </p>
        </div>
      </section>

      <div className="mt-6">
        <PrivacyPolicy site={site} />
      </div>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-blue-700"
          />
          <label htmlFor={checkboxId} className="leading-relaxed font-medium text-slate-800">
            <Phrases text="本診断の目的およびプライバシーポリシーに同意する" />
          </label>
        </div>
        <Button
          size="lg"
          className="mt-5 w-full sm:w-auto"
          disabled={!agreed}
          onClick={() => navigate(paths.diagnosis, { state })}
        >
          同意して診断を開始する
        </Button>
      </div>
    </PageLayout>
  );
}
