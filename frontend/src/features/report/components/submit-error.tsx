import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeSubmitFailure } from '../utils/submit-failure';
import { ReportLinkPanel } from './report-link-panel';

interface SubmitErrorProps {
  error: unknown;
  /** Resends the same submission (same Idempotency-Key); offered only when it can help. */
  onRetry: () => void;
  /** The address entered, when the site e-mails visitors their report link. */
  emailedTo?: string;
  /** Where else the visitor may go (the SPEC's way back to the top page). */
  children?: ReactNode;
}

/**
 * A failed submit: the SPEC message first, then why it failed and what to do, a retry button
 * that resends the same submission, and the report link when the submission is stored.
 */
export function SubmitError({ error, onRetry, emailedTo, children }: SubmitErrorProps) {
  const failure = describeSubmitFailure(error, emailedTo);
  return (
    <div className="space-y-5">
      <Alert>
        <p>診断結果の生成中にエラーが発生しました。</p>
        <p className="mt-1">{failure.reason}</p>
      </Alert>
      {failure.reportUrl ? <ReportLinkPanel reportUrl={failure.reportUrl} pending /> : null}
      <div className="flex flex-wrap gap-3">
        {failure.retryable ? <Button onClick={onRetry}>もう一度送信する</Button> : null}
        {children}
      </div>
    </div>
  );
}
