import { erasedCompanyName, type AdminResponseRow } from '@app/shared/contract';
import type { KeyboardEvent, MouseEvent } from 'react';
import { mailtoHref, telHref } from '../utils/contact-links';

/** The id of a lead's row (or card), so that focus can return to it when its dialog closes. */
export function responseRowId(no: number): string {
  return `response-row-${no}`;
}

/** How the row or card names the lead for assistive technology, and what choosing it does. */
export function openLabel(row: AdminResponseRow): string {
  return `No.${row.no} ${shownCompany(row)} の詳細を開く`;
}

/** The company as the list shows it; the retention rule may have erased it with the contact data. */
export function shownCompany(row: AdminResponseRow): string {
  return row.contactErasedAt ? erasedCompanyName : row.companyName;
}

/** The contact name as the list shows it; the scores stay for the benchmark after erasure. */
export function shownName(row: AdminResponseRow): string {
  return row.contactErasedAt ? erasedCompanyName : row.name;
}

/**
 * Where a lead's report stands, shown only when it is not written: waiting, being written, or
 * failed (with how often it was queued again; the server stops after a bounded number of tries).
 * Short on screen, the full wording in its tooltip and for screen readers.
 */
export function ReportStatus({ row }: { row: AdminResponseRow }) {
  if (!row.status || row.status === 'completed') return null;
  const retries = row.requeueCount ? `（再実行${row.requeueCount}回）` : '';
  const [short, full, tone] =
    row.status === 'failed'
      ? ['作成失敗', `レポート作成失敗${retries}`, 'bg-red-100 text-red-800']
      : ['作成待ち', `レポート作成待ち${retries}`, 'bg-amber-100 text-amber-800'];
  return (
    <span
      title={full}
      className={`inline-block shrink-0 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${tone}`}
    >
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{full}</span>
    </span>
  );
}

/** Shown when one of the lead's e-mails or webhooks was given up (the 配信の失敗 page resends it). */
export function DeliveryFailedBadge() {
  return (
    <span
      title="メールまたはWebhookの送信に失敗しています。「配信の失敗」から再送できます。"
      className="inline-block shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-red-800"
    >
      配信失敗
    </span>
  );
}

/** A link inside a clickable row or card: following it must not open the dialog too. */
const stopRowClick = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

function EnvelopeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-current">
      <path d="M2.5 4A1.5 1.5 0 0 0 1 5.5v.4l9 5.4 9-5.4v-.4A1.5 1.5 0 0 0 17.5 4h-15Z" />
      <path d="M19 7.6l-8.5 5.1a1 1 0 0 1-1 0L1 7.6v6.9A1.5 1.5 0 0 0 2.5 16h15a1.5 1.5 0 0 0 1.5-1.5V7.6Z" />
    </svg>
  );
}

const inlineLinkStyles =
  'rounded-sm text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600';

/** The phone number as a `tel:` link; a dash when erased or not dialable. */
export function PhoneLink({ row, className = '' }: { row: AdminResponseRow; className?: string }) {
  const href = row.contactErasedAt ? null : telHref(row.phone);
  if (!href) return <span className="text-slate-400">—</span>;
  return (
    <a href={href} onClick={stopRowClick} className={`${inlineLinkStyles} tabular-nums ${className}`}>
      {row.phone}
    </a>
  );
}

/**
 * A `mailto:` link for the lead's address. `compact`: an envelope with the address in its tooltip
 * and, for screen readers, in its text (the list has no room for the address itself).
 */
export function EmailLink({
  row,
  compact = false,
  className = '',
}: {
  row: AdminResponseRow;
  compact?: boolean;
  className?: string;
}) {
  const href = row.contactErasedAt ? null : mailtoHref(row.email);
  if (!href) return <span className="text-slate-400">—</span>;
  if (!compact)
    return (
      <a href={href} onClick={stopRowClick} className={`${inlineLinkStyles} break-all ${className}`}>
        {row.email}
      </a>
    );
  return (
    <a
      href={href}
      title={row.email}
      onClick={stopRowClick}
      className={`inline-flex items-center gap-1 ${inlineLinkStyles} ${className}`}
    >
      <EnvelopeIcon />
      <span className="sr-only">メール {row.email}</span>
    </a>
  );
}
