/** SPEC §9's ring colours by level (1 red … 5 green), as pale fills with dark digits for contrast. */
const tones: Record<number, string> = {
  1: 'bg-red-100 text-red-900',
  2: 'bg-orange-100 text-orange-900',
  3: 'bg-yellow-100 text-yellow-900',
  4: 'bg-lime-100 text-lime-900',
  5: 'bg-green-100 text-green-900',
};

/** A lead's maturity level as a small coloured disc; a dash while no report is scored. */
export function LevelBadge({ level }: { level: number | null | undefined }) {
  if (!level) return <span className="text-slate-400">—</span>;
  return (
    <span
      title={`成熟度レベル${level}`}
      className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-bold tabular-nums ${tones[level] ?? 'bg-slate-100 text-slate-800'}`}
    >
      {level}
    </span>
  );
}
