import { ProgressBar } from '@/components/ui/progress-bar';

/** Sticky completion bar over the questionnaire (SPEC §2, §4). */
export function ProgressHeader({ percent }: { percent: number }) {
  return (
    <div
      // The keyboard scroll of the questions leaves this bar's height free.
      data-sticky-progress=""
      className="sticky top-0 z-20 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 print:hidden"
    >
      <div className="mb-1.5 flex items-center justify-between text-xs font-bold text-slate-600">
        <span>回答状況</span>
      </div>
      <ProgressBar value={percent} label="回答の進捗" />
    </div>
  );
}
