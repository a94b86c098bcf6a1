const format = new Intl.DateTimeFormat('ja-JP', {
  // Japan time, like the date filter and the CSV export, wherever the operator's browser is.
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** SPEC §9: Japanese locale with the date parts joined by hyphens, e.g. `2026-11-22 14:03:05`. */
export function formatAdminTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date).replaceAll('/', '-');
}
