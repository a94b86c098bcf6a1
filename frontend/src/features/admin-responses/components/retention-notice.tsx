import { leadStatusLabels, type RetentionPreview } from '@app/shared/contract';
import { useEffect, useState } from 'react';
import { getRetentionPreview } from '../api/get-retention-preview';
import { formatAdminTimestamp } from '../utils/format-admin-timestamp';

type PreviewState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; preview: RetentionPreview };

/**
 * What the next retention sweep will erase and when (beyond SPEC), so a lead still being worked
 * can be moved to a held status first. Shows nothing while no retention period is set; `version`
 * changes read it again (after a lead's status changed or a lead was deleted).
 */
export function RetentionNotice({
  token,
  version,
  onShowLead,
}: {
  token: string;
  version: number;
  /** Shows one lead in the list, by its number. */
  onShowLead: (no: number) => void;
}) {
  const [state, setState] = useState<PreviewState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getRetentionPreview({ token, signal: controller.signal }).then(
      (preview) => setState({ kind: 'loaded', preview }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, version]);

  if (state.kind === 'loading') return null;
  if (state.kind === 'failed')
    return <p className="text-sm text-slate-500">連絡先の自動消去の予定を取得できませんでした。</p>;
  const { preview } = state;
  if (preview.months === 0 || preview.nextSweepAt === null) return null;
  const unlisted = preview.dueCount - preview.due.length;

  return (
    <section
      aria-labelledby="retention-notice-title"
      className={`rounded-2xl border p-4 text-sm ${
        preview.dueCount > 0
          ? 'border-amber-300 bg-amber-50 text-amber-950'
          : 'border-slate-200 bg-white text-slate-700'
      }`}
    >
      <h2 id="retention-notice-title" className="font-bold">
        連絡先の自動消去（受付から{preview.months}か月）
      </h2>
      <p className="mt-1">
        {preview.dueCount > 0
          ? `次回 ${formatAdminTimestamp(preview.nextSweepAt)} に${preview.dueCount}件の連絡先を消去します。`
          : `次回 ${formatAdminTimestamp(preview.nextSweepAt)} に消去する連絡先はありません。`}
        {preview.holdStatuses.length > 0
          ? ` ${preview.holdStatuses.map((status) => leadStatusLabels[status]).join('・')}の回答は消去せず保持します（期限を過ぎて保持中：${preview.heldCount}件）。`
          : ''}
      </p>
      {preview.due.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {preview.due.map((lead) => (
            <li key={lead.no}>
              <button
                type="button"
                className="min-h-11 text-left underline underline-offset-2 hover:no-underline"
                onClick={() => onShowLead(lead.no)}
              >
                No.{lead.no} {lead.companyName}（{leadStatusLabels[lead.leadStatus]}）
              </button>
            </li>
          ))}
          {unlisted > 0 ? <li className="self-center">ほか{unlisted}件</li> : null}
        </ul>
      ) : null}
    </section>
  );
}
