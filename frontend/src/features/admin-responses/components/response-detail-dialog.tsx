import { erasedCompanyName, type AdminResponseRow, type DiagnosisResult } from '@app/shared/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatAdminTimestamp } from '../utils/format-admin-timestamp';
import { DeliveryStatus } from './delivery-status';
import { EmailLink, PhoneLink } from './lead-row-parts';
import { useOperators } from '../hooks/use-operators';
import { LeadFollowUpForm } from './lead-follow-up-form';
import { LeadInsights } from './lead-insights';
import { LeadNotes } from './lead-notes';
import { RespondentDataActions } from './respondent-data-actions';
import { ResponseAnswers } from './response-answers';
import { parseStoredResult } from '../utils/parse-stored-result';

/** SPEC §8: whatever goes wrong inside the dialog shows one message instead of breaking the list. */
class DialogErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Response detail failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <Alert>診断結果を読み込めませんでした。</Alert> : this.props.children;
  }
}

function StoredReport({
  row,
  renderReport,
}: {
  row: AdminResponseRow;
  renderReport: (result: DiagnosisResult) => ReactNode;
}) {
  if (row.contactErasedAt)
    return (
      <Alert tone="info">
        保存期間を過ぎたため、この回答の連絡先と診断結果は削除されました（スコアは集計に残っています）。
      </Alert>
    );
  const stored = parseStoredResult(row.diagnosisResult);
  if (stored.kind === 'missing') return <Alert tone="info">この回答には診断結果がありません。</Alert>;
  if (stored.kind === 'invalid') return <Alert>診断結果のデータ形式が正しくありません。</Alert>;
  // The stored result is shown as is, without any call (SPEC §4).
  return <>{renderReport(stored.result)}</>;
}

/**
 * The detail of one response in a dialog; the report view is passed in by the route. With the
 * operator's token it also shows where the response's e-mails and webhooks stand, the lead's
 * follow-up (status, and its notes newest first with a form to add one) and the respondent's data
 * actions (export, delete).
 */
export function ResponseDetailDialog({
  row,
  onClose,
  renderReport,
  token,
  canDelete,
  onCloseAutoFocus,
  onSaved,
  onDeleted,
  onUnauthorized,
}: {
  row: AdminResponseRow | null;
  onClose: () => void;
  renderReport: (result: DiagnosisResult) => ReactNode;
  token?: string;
  /** Whether the operator may delete the respondent (the admin role). */
  canDelete?: boolean;
  /** Where focus goes on close; without a Dialog.Trigger Radix would leave it on <body>. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The row as the API answered it after the follow-up was saved. */
  onSaved?: (row: AdminResponseRow) => void;
  /** The respondent was deleted. */
  onDeleted?: (no: number) => void;
  /** The API no longer accepts the token. */
  onUnauthorized?: () => void;
}) {
  // Raised when the lead is loaded again after a conflict, so its notes are read again too.
  const [notesReload, setNotesReload] = useState(0);
  const operators = useOperators(row && onSaved ? token : undefined);
  return (
    <Dialog.Root open={row !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-2 z-50 mx-auto flex max-w-5xl flex-col overflow-hidden rounded-2xl bg-slate-50 shadow-2xl focus:outline-none sm:inset-6"
        >
          {row ? (
            <>
              <div className="flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-4 py-4 sm:px-6">
                <div className="min-w-0">
                  <Dialog.Title className="text-lg font-bold text-slate-900">
                    回答詳細（No.{row.no}）
                  </Dialog.Title>
                  <Dialog.Description className="mt-1 text-sm break-words text-slate-600">
                    {row.contactErasedAt ? `${erasedCompanyName}・` : `${row.companyName}・${row.name}・`}
                    {formatAdminTimestamp(row.timestamp)}
                  </Dialog.Description>
                  {row.contactErasedAt ? null : (
                    <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      <div className="flex min-w-0 gap-1.5">
                        <dt className="shrink-0 text-slate-500">電話</dt>
                        <dd className="min-w-0">
                          <PhoneLink row={row} />
                        </dd>
                      </div>
                      <div className="flex min-w-0 gap-1.5">
                        <dt className="shrink-0 text-slate-500">メール</dt>
                        <dd className="min-w-0">
                          <EmailLink row={row} />
                        </dd>
                      </div>
                    </dl>
                  )}
                  {row.previousNo != null ? (
                    <p className="mt-1 text-sm text-slate-700">2回目の診断（前回：No.{row.previousNo}）</p>
                  ) : null}
                  {token ? <DeliveryStatus token={token} no={row.no} /> : null}
                </div>
                <Dialog.Close asChild>
                  <Button variant="secondary" className="shrink-0">
                    閉じる
                  </Button>
                </Dialog.Close>
              </div>
              {/* Focusable so that keyboard users can scroll the long report (axe scrollable-region-focusable). */}
              <div
                role="region"
                aria-label="回答内容と診断結果"
                tabIndex={0}
                className="flex-1 overflow-y-auto px-4 py-6 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-600 sm:px-6"
                data-testid="response-detail-body"
              >
                {token && onSaved && onDeleted ? (
                  <div className="mb-6 space-y-4">
                    <LeadFollowUpForm
                      key={row.no}
                      row={row}
                      token={token}
                      onSaved={onSaved}
                      onReloaded={() => setNotesReload((count) => count + 1)}
                      onUnauthorized={onUnauthorized}
                      operators={operators}
                    />
                    <LeadNotes
                      key={`notes-${row.no}`}
                      no={row.no}
                      token={token}
                      reloadKey={notesReload}
                      onAdded={(note) =>
                        onSaved({ ...row, leadNote: note.body, leadUpdatedAt: note.createdAt })
                      }
                      onUnauthorized={onUnauthorized}
                    />
                    <RespondentDataActions
                      key={row.no}
                      row={row}
                      token={token}
                      canDelete={canDelete}
                      onDeleted={onDeleted}
                      onUnauthorized={onUnauthorized}
                    />
                  </div>
                ) : null}
                <div className="mb-6">
                  <LeadInsights row={row} />
                </div>
                <ResponseAnswers row={row} />
                <DialogErrorBoundary key={row.no}>
                  <StoredReport row={row} renderReport={renderReport} />
                </DialogErrorBoundary>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
