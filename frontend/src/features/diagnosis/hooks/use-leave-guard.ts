import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router';
import { setPopStateGuard } from '@/lib/history-guard';

export interface LeaveGuardOptions {
  /** Whether leaving would abandon input (a half-filled questionnaire). */
  active: boolean;
  /** Pages of the flow the visitor may move on to without being asked. */
  allowedPaths: readonly string[];
  /**
   * Whether some input could not be kept in the draft (storage off or full): only then does
   * closing or reloading the tab warn, since a reload restores the draft anyway.
   */
  unsaved: boolean;
}

export interface LeaveGuard {
  /** A move away is held until the visitor decides. */
  blocked: boolean;
  /** Goes on with the held move. */
  proceed: () => void;
  /** Stays on the page and drops the held move. */
  stay: () => void;
}

type Move = Navigator['push'];

/**
 * Routes the router's push and replace through `hold`, which makes the move itself or keeps it
 * for later; returns the undo. (Outside the hook: it patches the router's history object.)
 */
function interceptMoves(navigator: Navigator, hold: (move: Move, ...args: Parameters<Move>) => void) {
  const { push, replace } = navigator;
  navigator.push = (...args) => hold(push.bind(navigator), ...args);
  navigator.replace = (...args) => hold(replace.bind(navigator), ...args);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

const pathnameOf = (to: To) =>
  typeof to === 'string'
    ? new URL(to, window.location.href).pathname
    : (to.pathname ?? window.location.pathname);

// The history index React Router keeps in each entry's state (BrowserRouter's v5-compatible history).
const historyIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Holds back every way of leaving the page while `active`: links and navigate() inside the app
 * (the router's push/replace), the browser's Back and Forward (lib/history-guard; the move is
 * undone and replayed once confirmed), and links to other sites. It does what React Router's
 * useBlocker does without the data router, which would add about 16 KB gzip to the JavaScript of
 * every page and break the landing page's budget (docs/decisions/006).
 */
export function useLeaveGuard({ active, allowedPaths, unsaved }: LeaveGuardOptions): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [held, setHeld] = useState<(() => void) | null>(null);
  const blocks = useRef<(pathname: string | null) => boolean>(() => false);

  // Read by the listeners below at the moment of a move, so they never act on stale props.
  useEffect(() => {
    blocks.current = (pathname) =>
      active && (pathname === null || (pathname !== location.pathname && !allowedPaths.includes(pathname)));
  });

  // In-app moves: links, navigate().
  useEffect(
    () =>
      interceptMoves(navigator, (move, to, state, options) => {
        if (!blocks.current(pathnameOf(to))) move(to, state, options);
        else setHeld(() => () => move(to, state, options));
      }),
    [navigator],
  );

  // Back and Forward: the browser has already moved when popstate fires, so a held move is
  // undone at once (history.go back by the same distance) and replayed once confirmed.
  useEffect(() => {
    const current = historyIndex(window.history.state);
    let undoing = false;
    let replaying = false;
    return setPopStateGuard((event) => {
      if (replaying) {
        replaying = false;
        return false;
      }
      if (undoing) {
        undoing = false;
        return true;
      }
      const next = historyIndex(event.state);
      if (current === null || next === null || !blocks.current(window.location.pathname)) return false;
      const delta = next - current;
      undoing = true;
      window.history.go(-delta);
      setHeld(() => () => {
        replaying = true;
        window.history.go(delta);
      });
      return true;
    });
  }, [location.key]);

  // Links to other sites (in-app links have already been handled by the router).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin === window.location.origin || !/^https?:$/.test(url.protocol)) return;
      if (!blocks.current(null)) return;
      event.preventDefault();
      setHeld(() => () => window.location.assign(url.href));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // Closing or reloading the tab: the browser asks with its own words, and only when something
  // typed would be lost (the draft in sessionStorage survives a reload).
  useEffect(() => {
    if (!active || !unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active, unsaved]);

  const proceed = useCallback(() => {
    held?.();
    setHeld(null);
  }, [held]);
  const stay = useCallback(() => setHeld(null), []);

  return { blocked: held !== null, proceed, stay };
}
