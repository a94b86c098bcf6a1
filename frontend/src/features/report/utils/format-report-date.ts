const tokyoDate = new Intl.DateTimeFormat('ja-JP', {
  // The service and its visitors are in Japan: the day is Japan's, wherever the browser is.
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** A report's 「診断日」 in Japanese long form, 「2026年11月25日」, as the day in Japan. */
export function formatReportDate(date: Date): string {
  return tokyoDate.format(date);
}
