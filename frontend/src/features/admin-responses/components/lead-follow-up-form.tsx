import {
  leadNoteMaxLength,
  leadStatuses,
  leadStatusLabels,
  type AdminResponseRow,
  type LeadStatus,
  type UpdateLeadBody,
} from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlStyles, labelStyles } from '@/components/ui/field-styles';
import { updateLead } from '../api/update-lead';

type SaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

function failureMessage(status: number | undefined): string {
  if (status === 400) return '入力内容を保存できませんでした。メモは2000文字以内で入力してください。';
  if (status === 404) return 'この回答は削除されています。一覧を更新してください。';
  return '保存に失敗しました。時間をおいてもう一度お試しください。';
}

/**
 * The operator's follow-up of one lead: its status and a note, saved together. Keyed by the
 * response's number, so opening another response starts from its stored values.
 */
export function LeadFollowUpForm({
  row,
  token,
  onSaved,
  onUnauthorized,
}: {
  row: AdminResponseRow;
  token: string;
  onSaved: (row: AdminResponseRow) => void;
  onUnauthorized?: () => void;
}) {
  const [status, setStatus] = useState<LeadStatus>(row.leadStatus ?? 'new');
  const [note, setNote] = useState(row.leadNote ?? '');
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const change: UpdateLeadBody = {
    ...(status !== (row.leadStatus ?? 'new') && { status }),
    ...(note !== (row.leadNote ?? '') && { note }),
  };
  const changed = Object.keys(change).length > 0;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changed || save.kind === 'saving') return;
    setSave({ kind: 'saving' });
    try {
      const updated = await updateLead({ token, no: row.no, change });
      setSave({ kind: 'saved' });
      onSaved(updated);
    } catch (error) {
      const httpStatus = (error as { status?: number }).status;
      if (httpStatus === 401 && onUnauthorized) onUnauthorized();
      else setSave({ kind: 'failed', message: failureMessage(httpStatus) });
    }
  }

  const noteId = `lead-note-${row.no}`;
  const statusId = `lead-status-${row.no}`;
  return (
    <form
      aria-label="対応状況とメモ"
      onSubmit={handleSubmit}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      aria-busy={save.kind === 'saving'}
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={statusId} className={labelStyles}>
            対応状況
          </label>
          <select
            id={statusId}
            className={controlStyles(false)}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as LeadStatus);
              setSave({ kind: 'idle' });
            }}
          >
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {leadStatusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={noteId} className={labelStyles}>
            メモ
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={leadNoteMaxLength}
            aria-describedby={`${noteId}-count`}
            className={`${controlStyles(false)} resize-y`}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setSave({ kind: 'idle' });
            }}
          />
          <p id={`${noteId}-count`} className="mt-1 text-right text-xs text-slate-500">
            {note.length} / {leadNoteMaxLength}文字
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!changed || save.kind === 'saving'}>
          {save.kind === 'saving' ? '保存中...' : '保存'}
        </Button>
        <p role="status" className="text-sm text-emerald-800">
          {save.kind === 'saved' ? '保存しました。' : ''}
        </p>
      </div>
      {save.kind === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {save.message}
        </p>
      ) : null}
    </form>
  );
}
