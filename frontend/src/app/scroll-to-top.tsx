import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * BrowserRouter keeps the scroll offset across navigations; each screen of the flow should
 * start at its top (the data routers' ScrollRestoration is not available here).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
