import type { AdminResponseRow } from '@app/shared/contract';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { deleteResponse } from '../api/delete-response';
import { downloadResponseExport } from '../api/download-response-export';

type Action = 'idle' | 'busy' | 'failed';

/**
 * A respondent's rights over their data (個人情報保護法): hand it over as a JSON file, or delete it
 * for good after a confirmation. Both are recorded in the audit log by the API.
 */
export function RespondentDataActions({
  row,
  token,
  canDelete = true,
  onDeleted,
  onUnauthorized,
}: {
  row: AdminResponseRow;
  token: string;
  /** Deleting is the admin role's; a member sees only the export. */
  canDelete?: boolean;
  onDeleted: (no: number) => void;
  onUnauthorized?: () => void;
}) {
  const [exporting, setExporting] = useState<Action>('idle');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState<Action>('idle');

  const unauthorized = (error: unknown) =>
    (error as { status?: number }).status === 401 && onUnauthorized !== undefined;

  async function handleExport() {
    setExporting('busy');
    try {
      await downloadResponseExport({ token, no: row.no });
      setExporting('idle');
    } catch (error) {
      if (unauthorized(error)) onUnauthorized!();
      else setExporting('failed');
    }
  }

  async function handleDelete() {
    setDeleting('busy');
    try {
      await deleteResponse({ token, no: row.no });
      setConfirming(false);
      onDeleted(row.no);
    } catch (error) {
      if (unauthorized(error)) onUnauthorized!();
      else setDeleting('failed');
    }
  }

  return (
    <section aria-labelledby={`respondent-data-${row.no}`} className="space-y-2">
      {/* Not a heading: the report below starts the dialog's heading outline. */}
      <p id={`respondent-data-${row.no}`} className="text-sm font-bold text-slate-700">
        回答者のデータ
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={handleExport} disabled={exporting === 'busy'}>
          {exporting === 'busy' ? 'エクスポート中...' : 'データをエクスポート（JSON）'}
        </Button>
        {canDelete ? (
          <Button
            variant="secondary"
            className="border-red-300 text-red-700 hover:bg-red-50"
            onClick={() => {
              setDeleting('idle');
              setConfirming(true);
            }}
          >
            削除
          </Button>
        ) : null}
      </div>
      {exporting === 'failed' ? <Alert>データのエクスポートに失敗しました。</Alert> : null}

      <Dialog.Root
        open={confirming}
        onOpenChange={(open) => (deleting === 'busy' ? undefined : setConfirming(open))}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
          <Dialog.Content
            role="alertdialog"
            className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
          >
            <Dialog.Title className="text-lg font-bold text-slate-900">
              回答者のデータを削除しますか？
            </Dialog.Title>
            <Dialog.Description className="mt-3 text-sm leading-relaxed text-slate-600">
              この回答者のデータを削除します。元に戻せません。（No.{row.no}・{row.companyName}）
            </Dialog.Description>
            {deleting === 'failed' ? (
              <div className="mt-4">
                <Alert>削除に失敗しました。時間をおいてもう一度お試しください。</Alert>
              </div>
            ) : null}
            {/* Cancelling comes first, so it takes the focus; on wide screens it sits on the right. */}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
              <Dialog.Close asChild>
                <Button disabled={deleting === 'busy'}>キャンセル</Button>
              </Dialog.Close>
              <Button
                variant="secondary"
                className="border-red-300 text-red-700 hover:bg-red-50"
                onClick={handleDelete}
                disabled={deleting === 'busy'}
              >
                {deleting === 'busy' ? '削除中...' : '削除する'}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
