import type { ReactNode } from 'react';
import { useDeferredLayout } from '../hooks/use-deferred-layout';
import { useRevealOnScroll } from '../hooks/use-reveal-on-scroll';
import { HeadingPhrases } from './heading-phrases';

interface ReportSectionProps {
  title: string;
  children: ReactNode;
  /**
   * Stable id of the section (the target of the report's contents) and, suffixed, of its heading,
   * so that the section is a named region for assistive technology.
   */
  id: string;
  /**
   * Long sections (the roadmap, the support list) may break across printed pages between their
   * items, which keep themselves whole; others move to the next page as one block.
   */
  allowPageBreaks?: boolean;
  /** The block is on the report's first screen: laid out at once, not after it (useDeferredLayout). */
  onFirstScreen?: boolean;
}

// While a block waits, the browser skips it unless it nears the screen, at about a block's height
// on a phone; on paper every block is laid out.
const deferredLayout =
  '[content-visibility:auto] [contain-intrinsic-size:auto_36rem] print:[content-visibility:visible]';

/** A report block that fades and slides in when it scrolls into view (SPEC §4). */
export function ReportSection({
  title,
  children,
  id,
  allowPageBreaks = false,
  onFirstScreen = false,
}: ReportSectionProps) {
  const { ref, visible } = useRevealOnScroll<HTMLElement>();
  const deferred = useDeferredLayout(!onFirstScreen);
  const headingId = `${id}-heading`;
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={headingId}
      data-visible={visible}
      className={`scroll-mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition duration-700 ease-out ${allowPageBreaks ? '' : 'break-inside-avoid'} ${deferred ? deferredLayout : ''} motion-reduce:transition-none sm:p-7 print:translate-y-0 print:border-slate-300 print:opacity-100 print:shadow-none ${
        visible ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0'
      }`}
    >
      <h2 id={headingId} className="mb-4 flex items-center gap-3 text-lg font-bold text-slate-900 sm:text-xl">
        <span aria-hidden="true" className="h-6 w-1.5 shrink-0 rounded-full bg-blue-700" />
        <span>
          <HeadingPhrases text={title} />
        </span>
      </h2>
      {children}
    </section>
  );
}
