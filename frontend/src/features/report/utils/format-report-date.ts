import { tokyoTime } from './tokyo-time';

/** A report's 「診断日」 in Japanese long form, 「2026年11月25日」, as the day in Japan. */
export function formatReportDate(date: Date): string {
  // The service and its visitors are in Japan: the day is Japan's, wherever the browser is.
  const { year, month, day } = tokyoTime(date);
  return `${year}年${month}月${day}日`;
}
