import { formatTokyoTimestamp } from '@app/shared/contract';

/** The row's timestamp as the dashboard shows it; an unparseable value is shown as it came. */
export function formatAdminTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatTokyoTimestamp(date);
}
