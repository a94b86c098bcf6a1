import type { CallToAction } from '@app/shared/contract';
import { buttonStyles } from '@/components/ui/button-styles';

/** The id of the closing offer section (report-view.tsx), which the shortcut jumps to. */
export const callToActionSectionId = 'report-call-to-action';

/**
 * A compact 「相談する」 right after the summary, so that a reader who is convinced early need not
 * scroll to the end; it leads to the closing offer, which states the terms and the booking button.
 * Hidden on paper, where the offer itself is printed.
 */
export function ConsultShortcut({ callToAction }: { callToAction: CallToAction }) {
  const { provider, nextStep } = callToAction;
  return (
    <div
      className="mt-5 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 print:hidden"
      data-testid="consult-shortcut"
    >
      <p className="text-sm text-slate-700">
        <span className="font-bold text-blue-900">{provider}</span>
        {nextStep ? `：${nextStep.format}（${nextStep.minutes}分）` : null}
      </p>
      <a href={`#${callToActionSectionId}`} className={buttonStyles('primary', 'md', 'shrink-0')}>
        相談する
      </a>
    </div>
  );
}
