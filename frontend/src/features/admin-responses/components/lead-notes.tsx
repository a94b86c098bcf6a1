import { leadNoteMaxLength, legacyLeadNoteAuthorLabel, type LeadNote } from '@app/shared/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlStyles, labelStyles } from '@/components/ui/field-styles';
import { addLeadNote } from '../api/add-lead-note';
import { getLeadNotes } from '../api/get-lead-notes';
import { formatAdminTimestamp } from '../utils/format-admin-timestamp';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; notes: LeadNote[] };
type AddState =
  { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

function addFailureMessage(status: number | undefined): string {
  if (status === 400) return 'メモを追加できませんでした。空でない2000文字以内のメモを入力してください。';
  if (status === 404) return 'この回答は削除されています。一覧を更新してください。';
  return 'メモの追加に失敗しました。時間をおいてもう一度お試しください。';
}

/**
 * The lead's notes, newest first with author and time, and a form to add one. Notes are only ever
 * added, so two operators writing at once both keep theirs. `reloadKey` reloads the list (after
 * the dialog loaded the lead again); `onAdded` lets the list row show the latest note.
 */
export function LeadNotes({
  no,
  token,
  reloadKey = 0,
  onAdded,
  onUnauthorized,
}: {
  no: number;
  token: string;
  reloadKey?: number;
  onAdded?: (note: LeadNote) => void;
  onUnauthorized?: () => void;
}) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [draft, setDraft] = useState('');
  const [add, setAdd] = useState<AddState>({ kind: 'idle' });

  useEffect(() => {
    const controller = new AbortController();
    getLeadNotes({ token, no, signal: controller.signal }).then(
      (notes) => setLoaded({ kind: 'loaded', notes }),
      (error: { status?: number }) => {
        if (controller.signal.aborted) return;
        if (error.status === 401 && onUnauthorized) onUnauthorized();
        else setLoaded({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, no, reloadKey, onUnauthorized]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.trim() === '' || add.kind === 'adding') return;
    setAdd({ kind: 'adding' });
    try {
      const note = await addLeadNote({ token, no, body: draft });
      setLoaded((current) => ({
        kind: 'loaded',
        notes: [note, ...(current.kind === 'loaded' ? current.notes : [])],
      }));
      setDraft('');
      setAdd({ kind: 'added' });
      onAdded?.(note);
    } catch (error) {
      const httpStatus = (error as { status?: number }).status;
      if (httpStatus === 401 && onUnauthorized) onUnauthorized();
      else setAdd({ kind: 'failed', message: addFailureMessage(httpStatus) });
    }
  }

  const noteId = `lead-note-${no}`;
  return (
    <section aria-label="メモの記録" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
      <form
        aria-label="メモを追加"
        onSubmit={handleSubmit}
        className="space-y-2"
        aria-busy={add.kind === 'adding'}
      >
        <label htmlFor={noteId} className={labelStyles}>
          メモ
        </label>
        <textarea
          id={noteId}
          rows={3}
          maxLength={leadNoteMaxLength}
          aria-describedby={`${noteId}-count`}
          className={`${controlStyles(false)} resize-y`}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (add.kind !== 'adding') setAdd({ kind: 'idle' });
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={draft.trim() === '' || add.kind === 'adding'}>
            {add.kind === 'adding' ? '追加中...' : 'メモを追加'}
          </Button>
          <p role="status" className="text-sm text-emerald-800">
            {add.kind === 'added' ? 'メモを追加しました。' : ''}
          </p>
          <p id={`${noteId}-count`} className="ml-auto text-xs text-slate-500">
            {draft.length} / {leadNoteMaxLength}文字
          </p>
        </div>
        {add.kind === 'failed' ? (
          <p role="alert" className="text-sm text-red-700">
            {add.message}
          </p>
        ) : null}
      </form>
      {loaded.kind === 'loading' ? <p className="text-sm text-slate-500">メモを読み込み中...</p> : null}
      {loaded.kind === 'failed' ? <p className="text-sm text-red-700">メモを読み込めませんでした。</p> : null}
      {loaded.kind === 'loaded' && loaded.notes.length === 0 ? (
        <p className="text-sm text-slate-500">メモはまだありません。</p>
      ) : null}
      {loaded.kind === 'loaded' && loaded.notes.length > 0 ? (
        <ol aria-label="メモの履歴" className="divide-y divide-slate-100">
          {loaded.notes.map((note) => (
            <li key={note.id} className="py-2">
              <p className="text-xs text-slate-500">
                <span className="font-medium text-slate-700">{note.author ?? legacyLeadNoteAuthorLabel}</span>
                {'・'}
                <time dateTime={note.createdAt}>{formatAdminTimestamp(note.createdAt)}</time>
              </p>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
