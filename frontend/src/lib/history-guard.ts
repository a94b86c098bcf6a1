/** Decides about a Back/Forward move; true holds it back from the router. */
export type PopStateGuard = (event: PopStateEvent) => boolean;

let guard: PopStateGuard | null = null;

// Registered when this module is first evaluated (main.tsx imports it before the app renders), so
// it runs before the router's own popstate listener: listeners on window run in the order they
// were added, whatever their capture flag. A held move then never reaches the router.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    if (guard?.(event)) event.stopImmediatePropagation();
  });
}

/** Installs the guard of the page being shown; returns its removal. */
export function setPopStateGuard(next: PopStateGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}
