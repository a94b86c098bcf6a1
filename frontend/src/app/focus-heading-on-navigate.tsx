import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazily loaded screen to render its heading. */
const waitForHeadingMs = 5000;

function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  // Programmatic focus only: the heading does not join the tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * A client-side navigation is silent for screen readers: after each one (not the first page
 * load), focus moves to the new screen's heading, so it is read out and Tab starts from there.
 */
export function FocusHeadingOnNavigate() {
  const { pathname } = useLocation();
  // The path focus was last settled for; the first page load is left alone. (A "first render"
  // flag would be spent by StrictMode's second effect run in development.)
  const settledFor = useRef(pathname);

  useEffect(() => {
    if (settledFor.current === pathname) return;
    settledFor.current = pathname;
    if (focusHeading()) return;
    // Route modules load lazily: the heading may appear a moment later.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), waitForHeadingMs);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return null;
}
