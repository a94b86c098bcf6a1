import type { DiagnosisResult } from '@app/shared/contract';
import { useCallback, useEffect, useState } from 'react';

/** SPEC §4/§9: +1 every 300 ms while waiting, capped at 99; 100 shown for 500 ms before the report. */
export const progressStepMs = 300;
export const progressCap = 99;
export const revealDelayMs = 500;

export type ReportLoadingState<Result extends DiagnosisResult = DiagnosisResult> =
  | { phase: 'loading'; progress: number }
  | { phase: 'finishing'; progress: 100 }
  | { phase: 'ready'; progress: 100; result: Result }
  | { phase: 'error'; progress: number; error: unknown };

/** One send of the submission: a retry is a new attempt with the same submission. */
interface Attempt<Submission> {
  submission: Submission;
}

// One request per attempt: StrictMode runs effects twice, and nothing is ever resent by itself.
const requests = new WeakMap<object, Promise<DiagnosisResult>>();

function requestOnce<Submission, Result extends DiagnosisResult>(
  attempt: Attempt<Submission>,
  submit: (submission: Submission) => Promise<Result>,
): Promise<Result> {
  let request = requests.get(attempt) as Promise<Result> | undefined;
  if (!request) {
    request = submit(attempt.submission);
    requests.set(attempt, request);
  }
  return request;
}

/**
 * Sends the submission once and drives the loading screen's fake progress. `retry` sends it again
 * (only when the visitor asks: a failed submit never resends by itself); the caller's `submit`
 * carries the same Idempotency-Key, so the server answers the same submission.
 */
export function useReportLoading<Submission, Result extends DiagnosisResult>(
  submission: Submission,
  submit: (submission: Submission) => Promise<Result>,
): ReportLoadingState<Result> & { retry: () => void } {
  const [attempt, setAttempt] = useState<Attempt<Submission>>(() => ({ submission }));
  const [state, setState] = useState<ReportLoadingState<Result>>({ phase: 'loading', progress: 0 });

  useEffect(() => {
    let active = true;
    let revealTimer: ReturnType<typeof setTimeout> | undefined;
    const ticker = setInterval(() => {
      setState((current) =>
        current.phase === 'loading'
          ? { phase: 'loading', progress: Math.min(progressCap, current.progress + 1) }
          : current,
      );
    }, progressStepMs);

    requestOnce(attempt, submit).then(
      (result) => {
        if (!active) return;
        clearInterval(ticker);
        setState({ phase: 'finishing', progress: 100 });
        revealTimer = setTimeout(() => setState({ phase: 'ready', progress: 100, result }), revealDelayMs);
      },
      (error: unknown) => {
        if (!active) return;
        clearInterval(ticker);
        console.error('Diagnosis submit failed', error);
        setState((current) => ({ phase: 'error', progress: current.progress, error }));
      },
    );

    return () => {
      active = false;
      clearInterval(ticker);
      clearTimeout(revealTimer);
    };
  }, [attempt, submit]);

  const retry = useCallback(() => {
    setState({ phase: 'loading', progress: 0 });
    setAttempt({ submission });
  }, [submission]);

  return { ...state, retry };
}
