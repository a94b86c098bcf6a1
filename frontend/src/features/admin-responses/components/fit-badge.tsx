/** The fit score's band: who to call first (70+), worth a call (40+), the rest. */
function toneOf(score: number): string {
  if (score >= 70) return 'bg-emerald-100 text-emerald-900';
  if (score >= 40) return 'bg-sky-100 text-sky-900';
  return 'bg-slate-100 text-slate-700';
}

/** A lead's fit score 0–100 as a compact pill; a dash for leads stored before the score existed. */
export function FitBadge({ score }: { score: number | null | undefined }) {
  if (score == null) return <span className="text-slate-400">—</span>;
  return (
    <span
      title={`適合度 ${score}/100`}
      className={`inline-flex h-6 min-w-8 items-center justify-center rounded-full px-2 text-xs font-bold tabular-nums ${toneOf(score)}`}
    >
      {score}
    </span>
  );
}
