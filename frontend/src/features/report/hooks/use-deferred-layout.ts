import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Blocks of the report waiting to be laid out, top first, each with what lays it out. */
const waiting: (() => void)[] = [];
let nextScheduled = false;

function layOutNext() {
  nextScheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) scheduleNext();
  else document.removeEventListener('click', layOutAllBeforeJump, true);
}

function scheduleNext() {
  if (nextScheduled) return;
  nextScheduled = true;
  // After the coming frame, so that each block is laid out in a frame of its own.
  requestAnimationFrame(() => setTimeout(layOutNext, 0));
}

/**
 * An in-page link (the contents, 「相談する」) is about to be followed: every waiting block is laid
 * out first, or the page would scroll to where its target stood among unmeasured blocks.
 */
function layOutAllBeforeJump(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('a[href^="#"]')) return;
  flushSync(() => {
    for (const layOut of waiting.splice(0)) layOut();
  });
  document.removeEventListener('click', layOutAllBeforeJump, true);
}

/**
 * Whether a report block still waits for its layout. A report is thousands of characters of
 * Japanese text: laid out at once, in the frame that shows it, it held a phone's main thread for
 * hundreds of milliseconds before the first screen appeared (issue 22). A waiting block is skipped
 * by the browser (`content-visibility: auto`, at an estimated height) unless it comes near the
 * screen; after the report is shown, the blocks are laid out one per frame, top first, so that
 * soon every block has its real height (for the scroll bar, full-page captures and in-page links).
 */
export function useDeferredLayout(enabled: boolean): boolean {
  const [deferred, setDeferred] = useState(enabled);

  useEffect(() => {
    if (!deferred) return;
    const layOut = () => setDeferred(false);
    if (waiting.length === 0) document.addEventListener('click', layOutAllBeforeJump, true);
    waiting.push(layOut);
    scheduleNext();
    return () => {
      const index = waiting.indexOf(layOut);
      if (index >= 0) waiting.splice(index, 1);
      if (waiting.length === 0) document.removeEventListener('click', layOutAllBeforeJump, true);
    };
  }, [deferred]);

  return deferred;
}
