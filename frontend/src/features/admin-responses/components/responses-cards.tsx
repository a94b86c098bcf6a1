import type { AdminResponseRow } from '@app/shared/contract';
import { formatAdminTimestamp } from '../utils/format-admin-timestamp';
import { formatScore, segmentLabels } from '../utils/lead-labels';
import {
  DeliveryFailedBadge,
  EmailLink,
  PhoneLink,
  ReportStatus,
  responseRowId,
  shownCompany,
  shownName,
} from './lead-row-parts';
import { LeadStatusBadge } from './lead-status-badge';
import { LevelBadge } from './level-badge';

/**
 * The list of responses on a phone: a card per lead, read top to bottom instead of a table
 * scrolled sideways. The company and name are the card's button (the whole card answers a tap);
 * the phone and e-mail links below it call or write without opening the dialog.
 */
export function ResponsesCards({
  rows,
  busy,
  onOpen,
}: {
  rows: AdminResponseRow[];
  busy: boolean;
  onOpen: (row: AdminResponseRow) => void;
}) {
  return (
    <ul aria-label="回答一覧" aria-busy={busy} className={`space-y-3 ${busy ? 'opacity-60' : ''}`}>
      {rows.map((row) => {
        const segment = segmentLabels(row);
        const score = formatScore(row.score);
        return (
          <li
            key={row.no}
            className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-xs focus-within:border-blue-600 hover:bg-blue-50/60"
          >
            <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
              <span className="tabular-nums">
                No.{row.no}・{formatAdminTimestamp(row.timestamp)}
              </span>
              {row.leadStatus ? <LeadStatusBadge status={row.leadStatus} /> : null}
            </div>
            {/* The pseudo-element stretches the button over the card; the links below sit above it. */}
            <button
              type="button"
              id={responseRowId(row.no)}
              onClick={() => onOpen(row)}
              className="mt-1 block w-full min-w-0 rounded-md text-left after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              <span className="block truncate text-base font-bold text-slate-900" title={shownCompany(row)}>
                {shownCompany(row)}
              </span>
              <span className="block truncate text-sm text-slate-700" title={shownName(row)}>
                {shownName(row)}
              </span>
              <span className="sr-only">（詳細を開く）</span>
            </button>
            <div className="mt-2 flex min-w-0 items-center gap-2 text-sm text-slate-700">
              <LevelBadge level={row.level} />
              <span className="min-w-0 truncate" title={segment.full}>
                {segment.short || '—'}
              </span>
              {score ? <span className="shrink-0 tabular-nums">スコア {score}</span> : null}
            </div>
            {(row.status && row.status !== 'completed') || row.deliveryFailed ? (
              <div className="mt-2 flex flex-wrap gap-1.5">
                <ReportStatus row={row} />
                {row.deliveryFailed ? <DeliveryFailedBadge /> : null}
              </div>
            ) : null}
            {row.contactErasedAt ? null : (
              <div className="relative z-10 mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <PhoneLink row={row} className="inline-flex min-h-11 items-center" />
                <EmailLink row={row} className="inline-flex min-h-11 min-w-0 items-center" />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
