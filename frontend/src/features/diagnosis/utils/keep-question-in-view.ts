/** The sticky progress bar over the questions (progress-header.tsx). */
const stickyProgressSelector = '[data-sticky-progress]';

/** Space kept between what stays in view and the sticky bar or the bottom of the screen. */
const keepInViewGap = 12;

/**
 * Where to scroll, in document pixels, so that the option the arrow keys moved to is in view
 * under the sticky bar and, when both fit on the screen, its question above it too; as little
 * as possible, and null when nothing needs to move. Tops and bottoms are viewport pixels.
 */
export function questionInViewScrollTop({
  scrollY,
  viewportHeight,
  stickyBottom,
  questionTop,
  optionTop,
  optionBottom,
}: {
  scrollY: number;
  viewportHeight: number;
  /** Bottom of the sticky bar. */
  stickyBottom: number;
  questionTop: number;
  optionTop: number;
  optionBottom: number;
}): number | null {
  const visibleTop = stickyBottom + keepInViewGap;
  const visibleBottom = viewportHeight - keepInViewGap;
  const questionFits = optionBottom - questionTop <= visibleBottom - visibleTop;
  const top = questionFits ? questionTop : optionTop;
  if (top < visibleTop) return scrollY + top - visibleTop;
  if (optionBottom > visibleBottom) return scrollY + optionBottom - visibleBottom;
  return null;
}

/** Scrolls as little as needed to keep `question` and its focused `option` in view under the sticky bar. */
export function keepQuestionInView(question: Element, option: Element): void {
  const questionRect = question.getBoundingClientRect();
  const optionRect = option.getBoundingClientRect();
  const top = questionInViewScrollTop({
    scrollY: window.scrollY,
    viewportHeight: window.innerHeight,
    stickyBottom: Math.max(
      0,
      document.querySelector(stickyProgressSelector)?.getBoundingClientRect().bottom ?? 0,
    ),
    questionTop: questionRect.top,
    optionTop: optionRect.top,
    optionBottom: optionRect.bottom,
  });
  // No behaviour given: the page's CSS scrolls smoothly unless the visitor asks for reduced motion.
  if (top !== null) window.scrollTo({ top });
}
