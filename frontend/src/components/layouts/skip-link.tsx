import type { MouseEvent } from 'react';

/** Id of each page's <main>, the target of the skip link. */
export const mainContentId = 'main-content';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainContentId);
  if (!main) return;
  // Moving focus, not the URL: a #hash would add a history entry for the router to handle.
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/** First stop of the Tab key: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      onClick={skipToMain}
      className="sr-only rounded-md bg-white px-4 py-3 font-bold text-blue-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      本文へスキップ
    </a>
  );
}
