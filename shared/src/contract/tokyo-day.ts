const dayMs = 24 * 60 * 60 * 1000;
// Japan has kept UTC+9 all year since 1952: a fixed offset names every Tokyo day exactly.
const tokyoOffsetMs = 9 * 60 * 60 * 1000;

/** The calendar day in Asia/Tokyo of an instant, as YYYY-MM-DD. */
export function tokyoDayOf(instant: Date): string {
  return new Date(instant.getTime() + tokyoOffsetMs).toISOString().slice(0, 10);
}

/** The YYYY-MM-DD day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
}

/** The days from `first` to `last`, both included, in order. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The ISO 8601 week holding `day`: its Monday, its Sunday and its name (e.g. `2026-W48`). */
export function isoWeekOf(day: string): { start: string; end: string; label: string } {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = addDays(day, -weekday);
  // The ISO year is the one of the week's Thursday; week 1 is the week holding its 4 January.
  const thursday = addDays(start, 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor((Date.parse(thursday) - Date.parse(`${year}-01-01`)) / dayMs / 7) + 1;
  return { start, end: addDays(start, 6), label: `${year}-W${String(week).padStart(2, '0')}` };
}
