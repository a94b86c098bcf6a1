/** Readiness for change (will, interest, urgency), shown beside the level but never part of it. */
export function ReadinessScore({ readiness }: { readiness: number }) {
  const rounded = Math.round(readiness);
  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid"
      data-testid="readiness-score"
    >
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-bold text-slate-900">変革への準備度</span>{' '}
        <span className="shrink-0 text-slate-500">
          <span className="text-2xl font-bold text-slate-900 tabular-nums">{rounded}</span> / 100
        </span>
      </p>
      <div
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-100"
        role="meter"
        aria-label="変革への準備度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
      >
        <div
          className="h-full rounded-full bg-emerald-600"
          style={{ width: `${Math.min(100, Math.max(0, readiness))}%` }}
        />
      </div>
      <p className="mt-2 text-xs leading-relaxed text-slate-500">
        意欲・関心・緊急度から算出。成熟度レベルには含みません
      </p>
    </div>
  );
}
