/** Answers that seem to contradict each other, put as questions for the follow-up conversation. */
export function PointsToConfirm({ points }: { points: string[] }) {
  return (
    <div data-testid="points-to-confirm">
      <p className="mb-3 text-sm leading-relaxed text-slate-600">
        ご回答の中に、あわせて伺うことでより正確な診断につながる点がありました。
      </p>
      <ul className="space-y-2">
        {points.map((point, index) => (
          <li key={index} className="flex gap-2 leading-relaxed whitespace-pre-line text-slate-700">
            <span aria-hidden="true" className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-blue-600" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
