import {
  leadStatuses,
  leadStatusLabels,
  type AdminResponseRow,
  type LeadOwner,
  type LeadStatus,
} from '@app/shared/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlStyles, labelStyles } from '@/components/ui/field-styles';
import { getResponse } from '../api/get-response';
import { updateLead } from '../api/update-lead';

/** What the dialog says when another operator saved the lead after this one opened it. */
export const leadConflictMessage =
  '他の担当者がこのリードを更新しました。最新の内容を読み込んでから、もう一度保存してください。';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'conflict' }
  | { kind: 'reloading' }
  | { kind: 'reloaded' }
  | { kind: 'failed'; message: string };

function failureMessage(status: number | undefined): string {
  if (status === 400) return '対応状況を保存できませんでした。画面を再読み込みしてからお試しください。';
  if (status === 404) return 'この回答は削除されています。一覧を更新してください。';
  return '保存に失敗しました。時間をおいてもう一度お試しください。';
}

/**
 * The lead's follow-up status, saved on the version the dialog was opened with: when another
 * operator changed it meanwhile the API answers 409, and the form says so and offers to load the
 * lead as it is now (the operator's choice stays selected until then). Keyed by the response's
 * number, so opening another response starts from its stored status.
 */
export function LeadFollowUpForm({
  row,
  token,
  onSaved,
  onReloaded,
  onUnauthorized,
  operators = [],
}: {
  row: AdminResponseRow;
  token: string;
  /** Enabled operators the lead can be assigned to (GET /api/admin/operators). */
  operators?: LeadOwner[];
  /** The row as the API answered it after a save or a reload. */
  onSaved: (row: AdminResponseRow) => void;
  /** The lead was loaded again after a conflict (its notes may have changed too). */
  onReloaded?: () => void;
  onUnauthorized?: () => void;
}) {
  const stored = row.leadStatus ?? 'new';
  const [status, setStatus] = useState<LeadStatus>(stored);
  const storedOwner = row.owner?.id ?? '';
  const [owner, setOwner] = useState(storedOwner);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const statusChanged = status !== stored;
  const ownerChanged = owner !== storedOwner;
  const changed = statusChanged || ownerChanged;
  const busy = save.kind === 'saving' || save.kind === 'reloading';

  function failed(error: unknown) {
    const httpStatus = (error as { status?: number }).status;
    if (httpStatus === 401 && onUnauthorized) onUnauthorized();
    else if (httpStatus === 409) setSave({ kind: 'conflict' });
    else setSave({ kind: 'failed', message: failureMessage(httpStatus) });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changed || busy) return;
    setSave({ kind: 'saving' });
    try {
      const updated = await updateLead({
        token,
        no: row.no,
        change: {
          version: row.leadVersion ?? 0,
          ...(statusChanged || !ownerChanged ? { status } : {}),
          ...(ownerChanged ? { owner: owner === '' ? null : owner } : {}),
        },
      });
      setSave({ kind: 'saved' });
      onSaved(updated);
    } catch (error) {
      failed(error);
    }
  }

  async function reload() {
    setSave({ kind: 'reloading' });
    try {
      const fresh = await getResponse({ token, no: row.no });
      if (!fresh) {
        setSave({ kind: 'failed', message: failureMessage(404) });
        return;
      }
      setStatus(fresh.leadStatus ?? 'new');
      setOwner(fresh.owner?.id ?? '');
      setSave({ kind: 'reloaded' });
      onSaved(fresh);
      onReloaded?.();
    } catch (error) {
      failed(error);
    }
  }

  const statusId = `lead-status-${row.no}`;
  const ownerId = `lead-owner-${row.no}`;
  return (
    <form
      aria-label="対応状況の変更"
      onSubmit={handleSubmit}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      aria-busy={busy}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-48">
          <label htmlFor={statusId} className={labelStyles}>
            対応状況
          </label>
          <select
            id={statusId}
            className={controlStyles(false)}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as LeadStatus);
              if (save.kind !== 'conflict') setSave({ kind: 'idle' });
            }}
          >
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {leadStatusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="w-48">
          <label htmlFor={ownerId} className={labelStyles}>
            担当者
          </label>
          <select
            id={ownerId}
            className={controlStyles(false)}
            value={owner}
            onChange={(event) => {
              setOwner(event.target.value);
              if (save.kind !== 'conflict') setSave({ kind: 'idle' });
            }}
          >
            <option value="">担当なし</option>
            {row.owner && !operators.some((operator) => operator.id === row.owner!.id) ? (
              <option value={row.owner.id}>{row.owner.username}</option>
            ) : null}
            {operators.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.username}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={!changed || busy || save.kind === 'conflict'}>
          {save.kind === 'saving' ? '保存中...' : '保存'}
        </Button>
        <p role="status" className="text-sm text-emerald-800">
          {save.kind === 'saved' ? '保存しました。' : ''}
          {save.kind === 'reloaded' ? '最新の内容を読み込みました。' : ''}
        </p>
      </div>
      {save.kind === 'conflict' || save.kind === 'reloading' ? (
        <div
          role="alert"
          className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>{leadConflictMessage}</p>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => void reload()}>
            {save.kind === 'reloading' ? '読み込み中...' : '最新の内容を読み込む'}
          </Button>
        </div>
      ) : null}
      {save.kind === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {save.message}
        </p>
      ) : null}
    </form>
  );
}
