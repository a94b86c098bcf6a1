import { useRef, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';
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
  /**
   * A second diagnosis: sends the same answers without the earlier report's link, offered when the
   * link was refused.
   */
  onSendWithoutPrevious?: () => void;
}

/**
 * A failed submit: a heading that takes focus in place of the waiting screen's, the SPEC message,
 * why it failed and what to do, a retry button that resends the same submission, and the report
 * link when the submission is stored.
 */
export function SubmitError({
  error,
  onRetry,
  emailedTo,
  children,
  onSendWithoutPrevious,
}: SubmitErrorProps) {
  const failure = describeSubmitFailure(error, emailedTo, {
    comparedWithPrevious: onSendWithoutPrevious !== undefined,
  });
  const title = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(title);
  return (
    <div className="space-y-5">
      <h1 ref={title} tabIndex={-1} className="text-2xl font-bold text-slate-900">
        診断レポートを表示できませんでした
      </h1>
      <Alert>
        <p>診断結果の生成中にエラーが発生しました。</p>
        <p className="mt-1">{failure.reason}</p>
      </Alert>
      {failure.reportUrl ? <ReportLinkPanel reportUrl={failure.reportUrl} pending /> : null}
      <div className="flex flex-wrap gap-3">
        {failure.retryable ? <Button onClick={onRetry}>もう一度送信する</Button> : null}
        {failure.previousUnusable && onSendWithoutPrevious ? (
          <Button onClick={onSendWithoutPrevious}>前回と比較せずに送信する</Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
