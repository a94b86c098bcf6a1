import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { mainContentId, SkipLink } from '@/components/layouts/skip-link';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import { maturityLevelNames } from '@app/shared/contract';
import { useCaptureSource } from '@/features/diagnosis/hooks/use-capture-source';
import { useFunnelStep } from '@/hooks/use-funnel-step';

// The preview shows a real level of the report's ladder (the same names as shared/assessment).
const previewLevel = maturityLevelNames[2]!;

const painPoints = [
  {
    title: '何から始めればよいか分からない',
    body: 'DXの必要性は感じているものの、自社がどの段階にあり、どこから手をつけるべきかが整理できていない。',
  },
  {
    title: 'AIを業務にどう活かせるか見えない',
    body: '生成AIの話題は増えているが、自社の業務でどのような効果が見込めるのか具体的にイメージできない。',
  },
  {
    title: 'IT投資の効果が実感できない',
    body: 'ツールを導入しても現場に定着せず、投資に見合った成果が出ているのか判断できない。',
  },
];

const benefits = [
  {
    title: '客観的な成熟度評価',
    body: 'DX推進・戦略、組織体制、技術・スキル、AI活用、投資姿勢の5つの観点から、貴社の現在地を5段階で評価します。',
  },
  {
    title: '業界比較',
    body: '同じ業種・企業規模の企業と比較し、貴社の強みと、優先して強化すべき領域を明らかにします。',
  },
  {
    title: 'アクションプラン',
    body: '回答内容とお寄せいただいた課題をもとに、明日から取り組める具体的な次の一手をご提案します。',
  },
];

const growthPoints = [
  { title: '売上', body: 'データに基づく顧客理解と新たなサービス開発で、売上拡大の機会をつかみます。' },
  {
    title: '業務効率',
    body: '定型業務の自動化とAI活用で、社員が付加価値の高い仕事に集中できる環境をつくります。',
  },
  {
    title: 'コスト・IT投資',
    body: '重複するシステムや手作業を見直し、IT投資を効果の大きい領域へ配分します。',
  },
  { title: '組織の一体感', body: '経営と現場が同じ指標と目標を共有し、全社で変革を進める推進力を高めます。' },
];

function SectionHeading({ eyebrow, title }: { eyebrow: string; title: string }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <p className="text-sm font-bold tracking-widest text-blue-700">{eyebrow}</p>
      <h2 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h2>
    </div>
  );
}

function HeroPreview() {
  // A static glimpse of the report; decorative, so hidden from assistive technology.
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-blue-900/10"
    >
      <p className="text-xs font-bold tracking-wide text-blue-700">診断レポート（イメージ）</p>
      <div className="mt-4 flex items-center gap-5">
        <svg viewBox="0 0 100 100" className="h-24 w-24 shrink-0">
          <circle cx="50" cy="50" r="40" fill="none" stroke="#e2e8f0" strokeWidth="10" />
          <circle
            cx="50"
            cy="50"
            r="40"
            fill="none"
            stroke="#eab308"
            strokeWidth="10"
            strokeLinecap="round"
            strokeDasharray="150.8 251.3"
            transform="rotate(-90 50 50)"
          />
          <text x="50" y="57" textAnchor="middle" fontSize="24" fontWeight="700" fill="#0f172a">
            {previewLevel.level}
          </text>
        </svg>
        <div className="space-y-1">
          <p className="text-sm text-slate-500">成熟度レベル</p>
          <p className="text-lg leading-snug font-bold text-balance text-slate-900 [word-break:auto-phrase]">
            {previewLevel.name}
          </p>
          <p className="text-xs text-slate-500">同業種平均を上回っています</p>
        </div>
      </div>
      <div className="mt-5 space-y-3">
        {[
          ['DX推進・戦略', 'w-[72%]'],
          ['組織・推進体制', 'w-[54%]'],
          ['AI活用', 'w-[38%]'],
        ].map(([label, width]) => (
          <div key={label}>
            <p className="mb-1 text-xs text-slate-600">{label}</p>
            <div className="h-2 rounded-full bg-slate-100">
              <div className={`h-2 rounded-full bg-blue-700 ${width}`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export default function Landing() {
  useFunnelStep('landing');
  useCaptureSource();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <title>無料DX・AI成熟度診断｜5分で自社の現在地を可視化</title>
      <SkipLink />
      <SiteHeader showStartButton />
      <main id={mainContentId} tabIndex={-1} className="flex-1">
        <section className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-xs font-bold text-blue-800 sm:text-sm">
                無料・約5分｜10の設問に答えるだけ
              </p>
              <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl sm:leading-tight lg:text-[2.6rem]">
                貴社のDX・AI活用は、
                <br className="hidden sm:block" />
                {/* Kept whole where phrase-aware breaking (word-break: auto-phrase) is missing. */}
                <span className="inline-block">いまどの段階に</span>
                <span className="inline-block">ありますか。</span>
              </h1>
              <p className="mt-5 text-base leading-relaxed text-slate-600 sm:text-lg">
                10の設問に答えるだけで、5段階の成熟度評価、業界・企業規模別のベンチマーク、具体的なアクションプランをまとめた診断レポートを無料でお届けします。
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
                <LinkButton to={paths.start} size="lg">
                  無料で診断を始める
                </LinkButton>
                <p className="text-sm text-slate-500">診断は5分で完了します</p>
              </div>
              <p className="mt-4 text-sm leading-relaxed text-slate-500">
                設問への回答後、最後にお名前・メールアドレス・電話番号をご入力いただきます（診断結果のご案内と当社からのご提案に利用します）。
              </p>
            </div>
            <HeroPreview />
          </div>
        </section>

        <section className="bg-slate-50 py-16 sm:py-20" aria-labelledby="pain-points-heading">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto mb-10 max-w-2xl text-center">
              <p className="text-sm font-bold tracking-widest text-blue-700">CHALLENGES</p>
              <h2 id="pain-points-heading" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
                こんなお悩みはありませんか？
              </h2>
            </div>
            <ul className="grid gap-5 md:grid-cols-3">
              {painPoints.map((point) => (
                <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-100 text-lg font-bold text-amber-700"
                  >
                    ?
                  </span>
                  <h3 className="mt-4 text-lg font-bold text-slate-900">{point.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{point.body}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="py-16 sm:py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <SectionHeading eyebrow="BENEFITS" title="診断で得られる3つのこと" />
            <ol className="grid gap-5 md:grid-cols-3">
              {benefits.map((benefit, index) => (
                <li
                  key={benefit.title}
                  className="rounded-2xl border border-blue-100 bg-gradient-to-b from-blue-50/60 to-white p-6"
                >
                  <span className="text-3xl font-bold text-blue-700/30">0{index + 1}</span>
                  <h3 className="mt-2 text-lg font-bold text-slate-900">{benefit.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-600">{benefit.body}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="bg-slate-900 py-16 text-white sm:py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto mb-10 max-w-2xl text-center">
              <p className="text-sm font-bold tracking-widest text-blue-300">GROWTH</p>
              <h2 className="mt-2 text-2xl font-bold sm:text-3xl">DX・AI活用がもたらす4つの成長</h2>
            </div>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {growthPoints.map((point) => (
                <li key={point.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
                  <h3 className="text-lg font-bold text-white">{point.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-300">{point.body}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="py-16 sm:py-20">
          <div className="mx-auto max-w-4xl px-4 sm:px-6">
            <div className="rounded-3xl bg-gradient-to-br from-blue-700 to-blue-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
              <h2 className="text-2xl font-bold sm:text-3xl">まずは、自社の現在地を知ることから。</h2>
              <p className="mx-auto mt-4 max-w-xl leading-relaxed text-blue-100">
                診断は5分で完了します。費用は一切かかりません。最後にご連絡先をご入力いただくと、結果をその場でレポートとしてご覧いただけます。
              </p>
              <LinkButton to={paths.start} size="lg" variant="secondary" className="mt-8 border-white">
                無料で診断を始める
              </LinkButton>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
