const weekdays = ['日', '月', '火', '水', '木', '金', '土'];

/** A YYYY-MM-DD day as `3/2（月）`. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}（${weekdays[date.getUTCDay()]}）`;
}

/** A YYYY-MM-DD day as `2026年3月2日`. */
export function formatLongDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}年${month}月${date}日`;
}

/** A Monday-to-Sunday week as `3/2〜3/8`. */
export function formatWeek(start: string, end: string): string {
  const short = (day: string) => formatDay(day).replace(/（.）$/, '');
  return `${short(start)}〜${short(end)}`;
}

/** `part` of `whole` as a percentage with one decimal (`66.7%`); a dash when there is no whole. */
export function formatPercent(part: number, whole: number): string {
  if (whole <= 0) return '—';
  return `${(Math.round((part / whole) * 1000) / 10).toFixed(1)}%`;
}
