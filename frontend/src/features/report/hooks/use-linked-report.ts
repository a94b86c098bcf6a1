import type { LinkedReportResponse } from '@app/shared/contract';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { getReport } from '../api/get-report';

export type LinkedReportState =
  | { phase: 'loading' }
  | { phase: 'ready'; report: LinkedReportResponse }
  | { phase: 'error'; error: unknown };

/** Loads the report behind a private link; `reload` asks again (a report still being written). */
export function useLinkedReport(token: string): LinkedReportState & { reload: () => void } {
  const [state, setState] = useState<LinkedReportState>({ phase: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getReport(token, controller.signal).then(
      // A transition: React renders the long report in short slices with the main thread free
      // between them, rather than in one long task (issue 22); the loading screen stays meanwhile.
      (report) => startTransition(() => setState({ phase: 'ready', report })),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: 'error', error });
      },
    );
    return () => controller.abort();
  }, [token, round]);

  const reload = useCallback(() => {
    setState({ phase: 'loading' });
    setRound((current) => current + 1);
  }, []);

  return { ...state, reload };
}
