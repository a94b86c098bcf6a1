import type { AdminResponseRow, AdminSortKey } from '@app/shared/contract';
import type { KeyboardEvent } from 'react';
import type { ResponseSort } from '../api/get-responses';
import { formatAdminTimestamp } from '../utils/format-admin-timestamp';
import { formatScore, segmentLabels } from '../utils/lead-labels';
import {
  DeliveryFailedBadge,
  EmailLink,
  openLabel,
  PhoneLink,
  ReportStatus,
  responseRowId,
  shownCompany,
  shownName,
} from './lead-row-parts';
import { FitBadge } from './fit-badge';
import { LeadStatusBadge } from './lead-status-badge';
import { LevelBadge } from './level-badge';

interface Column {
  label: string;
  sortKey?: AdminSortKey;
  /** The column's fixed width; the company takes what is left. */
  width?: string;
}

/**
 * One line per lead, so that a laptop screen (1280×800) shows at least eight: who (company, name),
 * how to reach them, their segment and level. Position, establishment, writer, answers, report and
 * follow-up are in the dialog the row opens.
 */
const columns: Column[] = [
  { label: 'No', sortKey: 'no', width: 'w-18' },
  { label: '日時', sortKey: 'timestamp', width: 'w-40' },
  { label: '対応状況', width: 'w-20' },
  { label: '会社名' },
  { label: '氏名', width: 'w-28' },
  { label: '連絡先', width: 'w-40' },
  { label: '業種・規模', width: 'w-44' },
  { label: 'レベル', sortKey: 'level', width: 'w-20' },
  { label: 'スコア', sortKey: 'score', width: 'w-20' },
  { label: '適合度', sortKey: 'fit', width: 'w-20' },
];

function SortableHeader({
  column,
  sort,
  onSort,
}: {
  column: Column & { sortKey: AdminSortKey };
  sort: ResponseSort;
  onSort: (key: AdminSortKey) => void;
}) {
  const active = sort.key === column.sortKey;
  const direction = sort.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={active ? direction : undefined} className="px-1 py-1 whitespace-nowrap">
      <button
        type="button"
        onClick={() => onSort(column.sortKey)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 font-bold hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {column.label}
        <span aria-hidden="true" className={active ? 'text-blue-700' : 'text-slate-400'}>
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Enter or Space on the focused row itself (not on a link inside it) opens the lead. */
function opensOnKey(event: KeyboardEvent<HTMLElement>, open: () => void) {
  if (event.target !== event.currentTarget) return;
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault(); // Space would scroll the page
  open();
}

const cell = 'px-3 py-2';

/**
 * The list of responses on a wide screen (SPEC §2): one line per lead. The whole row opens its
 * detail: a click, or Enter or Space once it has the focus (each row is a tab stop). Long company
 * and contact names are cut with an ellipsis; the full text is in their tooltip.
 */
export function ResponsesTable({
  rows,
  busy,
  onOpen,
  sort,
  onSort,
}: {
  rows: AdminResponseRow[];
  busy: boolean;
  onOpen: (row: AdminResponseRow) => void;
  sort?: ResponseSort;
  onSort?: (key: AdminSortKey) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs">
      <table
        aria-busy={busy}
        className={`w-full min-w-[65rem] table-fixed text-left text-sm ${busy ? 'opacity-60' : ''}`}
      >
        <caption className="sr-only">
          回答一覧（行を選ぶと詳細が開きます。キーボードでは行に移動してEnterまたはSpace）
          {sort && onSort ? '。列見出しのボタンで並べ替えできます' : ''}
        </caption>
        <colgroup>
          {columns.map((column) => (
            <col key={column.label} className={column.width} />
          ))}
        </colgroup>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-bold text-slate-600">
          <tr>
            {columns.map((column) =>
              column.sortKey && sort && onSort ? (
                <SortableHeader
                  key={column.label}
                  column={{ ...column, sortKey: column.sortKey }}
                  sort={sort}
                  onSort={onSort}
                />
              ) : (
                <th key={column.label} scope="col" className="px-3 py-2.5 whitespace-nowrap">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const segment = segmentLabels(row);
            const company = shownCompany(row);
            const name = shownName(row);
            return (
              <tr
                key={row.no}
                id={responseRowId(row.no)}
                tabIndex={0}
                aria-label={openLabel(row)}
                onClick={() => onOpen(row)}
                onKeyDown={(event) => opensOnKey(event, () => onOpen(row))}
                className="cursor-pointer hover:bg-blue-50/60 focus-visible:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-600"
              >
                <td className={`${cell} font-mono whitespace-nowrap text-slate-500`}>{row.no}</td>
                <td className={`${cell} whitespace-nowrap tabular-nums`}>
                  {formatAdminTimestamp(row.timestamp)}
                </td>
                <td className={cell}>
                  {row.leadStatus ? <LeadStatusBadge status={row.leadStatus} /> : null}
                </td>
                <td className={cell}>
                  <div className="flex min-w-0 items-center gap-1.5">
                    <span title={company} className="min-w-0 truncate font-bold text-slate-900">
                      {company}
                    </span>
                    <ReportStatus row={row} />
                    {row.deliveryFailed ? <DeliveryFailedBadge /> : null}
                  </div>
                </td>
                <td className={cell}>
                  <span title={name} className="block truncate">
                    {name}
                  </span>
                </td>
                <td className={cell}>
                  <div className="flex min-w-0 items-center gap-2 whitespace-nowrap">
                    <PhoneLink row={row} />
                    {row.contactErasedAt ? null : <EmailLink row={row} compact className="p-0.5" />}
                  </div>
                </td>
                <td className={cell}>
                  <span title={segment.full} className="block truncate">
                    {segment.short || '—'}
                  </span>
                </td>
                <td className={`${cell} text-center`}>
                  <LevelBadge level={row.level} />
                </td>
                <td className={`${cell} text-right tabular-nums`}>{formatScore(row.score) || '—'}</td>
                <td className={`${cell} text-center`}>
                  <FitBadge score={row.fitScore} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
