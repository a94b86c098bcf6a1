const tokyoFormat = new Intl.DateTimeFormat('ja-JP', {
  // Japan time, like the admin date filter, wherever the server or the operator's browser is.
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** SPEC §9: Japanese locale with the date parts joined by hyphens, e.g. `2026-11-22 14:03:05` (Japan time). */
export function formatTokyoTimestamp(date: Date): string {
  return tokyoFormat.format(date).replaceAll('/', '-');
}
