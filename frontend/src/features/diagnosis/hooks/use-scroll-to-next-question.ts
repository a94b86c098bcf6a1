import { questionIds, type QuestionId } from '@app/shared/questionnaire';
import { useCallback, useEffect, useRef } from 'react';
import { questionElementId } from '../utils/element-ids';

/** SPEC §4/§9: wait before scrolling so the reader sees the choice register. */
export const scrollDelayMs = 300;

/** Space kept between the sticky progress bar and the option a keyboard user is on. */
const keepInViewGap = 12;

/** The sticky progress bar, whose height the keyboard scroll leaves free. */
const stickyProgressSelector = '[data-sticky-progress]';

/**
 * Where to scroll after a choice made with the keyboard: towards the next question, as for a
 * click, but never so far that the option holding the focus slides under the sticky bar or off
 * the screen (the arrow keys keep moving within this question). Document offsets in pixels;
 * null when there is nothing to scroll down to.
 */
export function keyboardScrollTop({
  scrollY,
  nextTop,
  focusedTop,
  stickyBottom,
}: {
  scrollY: number;
  /** Where the next question's scroll position would be (its top less its scroll margin). */
  nextTop: number;
  /** Top of the focused option. */
  focusedTop: number;
  /** Bottom of the sticky bar, in viewport pixels. */
  stickyBottom: number;
}): number | null {
  const top = Math.min(nextTop, focusedTop - stickyBottom - keepInViewGap);
  return top > scrollY + 1 ? top : null;
}

function scrollKeepingFocus(next: HTMLElement, focused: Element) {
  const scrollMargin = parseFloat(getComputedStyle(next).scrollMarginTop) || 0;
  const sticky = document.querySelector(stickyProgressSelector);
  const top = keyboardScrollTop({
    scrollY: window.scrollY,
    nextTop: window.scrollY + next.getBoundingClientRect().top - scrollMargin,
    focusedTop: window.scrollY + focused.getBoundingClientRect().top,
    stickyBottom: Math.max(0, sticky?.getBoundingClientRect().bottom ?? 0),
  });
  if (top !== null) window.scrollTo({ top, behavior: 'smooth' });
}

/**
 * Schedules a smooth scroll to the question after `id`; nothing after the last one. After a
 * choice made with the arrow keys the focused option stays in view.
 */
export function useScrollToNextQuestion() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((id: QuestionId, { viaKeyboard = false }: { viaKeyboard?: boolean } = {}) => {
    clearTimeout(timer.current);
    const next = questionIds[questionIds.indexOf(id) + 1];
    if (!next) return;
    timer.current = setTimeout(() => {
      const nextCard = document.getElementById(questionElementId(next));
      if (!nextCard) return;
      const focused = document.activeElement;
      const stillInQuestion = focused && document.getElementById(questionElementId(id))?.contains(focused);
      if (viaKeyboard && focused && stillInQuestion) {
        scrollKeepingFocus(nextCard, focused.closest('label') ?? focused);
        return;
      }
      nextCard.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, scrollDelayMs);
  }, []);
}
