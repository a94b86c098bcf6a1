import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * BrowserRouter keeps the scroll offset across navigations; each screen of the flow should
 * start at its top (the data routers' ScrollRestoration is not available here). The first page
 * load is left to the browser: a prerendered page can be scrolled before the script hydrates it,
 * and hydrating must not jump back to the top.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // The path the scroll offset was last settled for (a "first render" flag would be spent by
  // StrictMode's second effect run in development).
  const settledFor = useRef(pathname);
  useLayoutEffect(() => {
    if (settledFor.current === pathname) return;
    settledFor.current = pathname;
    // 'instant': the page-wide smooth scrolling is for in-page moves, not for a new screen.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
