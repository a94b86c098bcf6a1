import type { DiagnosisResult } from '@app/shared/contract';
import { useEffect, useState } from 'react';

/** SPEC §4/§9: +1 every 300 ms while waiting, capped at 99; 100 shown for 500 ms before the report. */
export const progressStepMs = 300;
export const progressCap = 99;
export const revealDelayMs = 500;

export type ReportLoadingState =
  | { phase: 'loading'; progress: number }
  | { phase: 'finishing'; progress: 100 }
  | { phase: 'ready'; progress: 100; result: DiagnosisResult }
  | { phase: 'error'; progress: number };

// One request per submission object: StrictMode runs effects twice, and SPEC §7 allows no retry.
const requests = new WeakMap<object, Promise<DiagnosisResult>>();

function requestOnce<Submission extends object>(
  submission: Submission,
  submit: (submission: Submission) => Promise<DiagnosisResult>,
) {
  let request = requests.get(submission);
  if (!request) {
    request = submit(submission);
    requests.set(submission, request);
  }
  return request;
}

/** Sends the submission once and drives the loading screen's fake progress. */
export function useReportLoading<Submission extends object>(
  submission: Submission,
  submit: (submission: Submission) => Promise<DiagnosisResult>,
): ReportLoadingState {
  const [state, setState] = useState<ReportLoadingState>({ phase: 'loading', progress: 0 });

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

    requestOnce(submission, submit).then(
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
        setState((current) => ({ phase: 'error', progress: current.progress }));
      },
    );

    return () => {
      active = false;
      clearInterval(ticker);
      clearTimeout(revealTimer);
    };
  }, [submission, submit]);

  return state;
}
