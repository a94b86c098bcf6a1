/**
 * The day a support programme was checked, 「2026年11月23日」 from 「2026-11-23」. The date is read as
 * written rather than through Date, so no time zone can move it by a day; anything else is shown as is.
 */
export function formatCheckedOn(checkedOn: string): string {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(checkedOn.trim());
  if (!match) return checkedOn;
  const [, year, month, day] = match;
  return `${year}年${Number(month)}月${Number(day)}日`;
}
