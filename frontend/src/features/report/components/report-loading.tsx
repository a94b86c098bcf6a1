const radius = 54;
const circumference = 2 * Math.PI * radius;

/** The waiting screen: a progress circle and the SPEC §8 waiting message. */
export function ReportLoading({ progress }: { progress: number }) {
  return (
    <div className="flex flex-col items-center py-10 text-center sm:py-16">
      <h1 className="sr-only">診断レポートを作成しています</h1>
      <div
        role="progressbar"
        aria-label="診断レポートの作成状況"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="relative h-40 w-40"
      >
        <svg viewBox="0 0 128 128" className="h-full w-full" aria-hidden="true">
          <circle cx="64" cy="64" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="10" />
          <circle
            cx="64"
            cy="64"
            r={radius}
            fill="none"
            stroke="#1d4ed8"
            strokeWidth="10"
            strokeLinecap="round"
            // A round cap would draw a dot at 0%.
            strokeOpacity={progress > 0 ? 1 : 0}
            strokeDasharray={`${(circumference * progress) / 100} ${circumference}`}
            transform="rotate(-90 64 64)"
            className="transition-[stroke-dasharray] duration-300 ease-out"
          />
        </svg>
        <span
          className="absolute inset-0 flex items-center justify-center text-3xl font-bold text-slate-900 tabular-nums"
          data-testid="loading-percent"
        >
          {progress}%
        </span>
      </div>
      <p className="mt-6 text-lg font-bold text-slate-900" role="status">
        診断結果を待っています...
      </p>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600">
        ご回答内容を分析し、貴社専用の診断レポートを作成しています。画面を閉じずに、このままお待ちください。
      </p>
    </div>
  );
}
