import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long 「コピーしました」 stays before the button is plain again. */
export const copyFeedbackMs = 4000;

/**
 * Copies text with the Clipboard API. It exists only in secure contexts (HTTPS or localhost), and
 * the embedded server is often reached over plain HTTP, so the old `execCommand('copy')` on a
 * selected field is the fallback; when both fail the status says so and the field stays selected.
 */
export function useCopyToClipboard(fallbackField: () => HTMLInputElement | null) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      let copied = false;
      try {
        if (navigator.clipboard?.writeText) {
          await navigator.clipboard.writeText(text);
          copied = true;
        }
      } catch {
        // Permission refused or no focus: try the fallback.
      }
      if (!copied) {
        const field = fallbackField();
        field?.focus();
        field?.select();
        try {
          copied = Boolean(field) && document.execCommand('copy');
        } catch {
          copied = false;
        }
      }
      setStatus(copied ? 'copied' : 'failed');
      clearTimeout(timer.current);
      if (copied) timer.current = setTimeout(() => setStatus('idle'), copyFeedbackMs);
    },
    [fallbackField],
  );

  return { status, copy };
}
