import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * BrowserRouter keeps the scroll offset across navigations; each screen of the flow should
 * start at its top (the data routers' ScrollRestoration is not available here).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // 'instant': the page-wide smooth scrolling is for in-page moves, not for a new screen.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
