import { useEffect, type RefObject } from 'react';

/**
 * Moves focus to `target` (a heading with tabIndex -1) when it is shown in place of a waiting
 * screen, so that screen readers read it out and Tab starts there. Only focus that fell to <body>
 * (its element was replaced) is moved: focus the visitor put somewhere else meanwhile stays.
 */
export function useFocusWhenShown(target: RefObject<HTMLElement | null>, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body) return;
    // The page is already at the top; scrolling to the heading would hide what sits above it.
    target.current?.focus({ preventScroll: true });
  }, [target, enabled]);
}
