const dayMs = 24 * 60 * 60 * 1000;
// Japan has kept UTC+9 all year since 1952: a fixed offset names every Tokyo day exactly.
const tokyoOffsetMs = 9 * 60 * 60 * 1000;

/** The calendar day in Asia/Tokyo of an instant, as YYYY-MM-DD. */
export function tokyoDayOf(instant: Date): string {
  return new Date(instant.getTime() + tokyoOffsetMs).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a YYYY-MM-DD day; NaN when it is not one. */
function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / dayMs;
}

/** The YYYY-MM-DD day of a day number (days since 1970-01-01). */
function dayOfNumber(number: number): string {
  return new Date(number * dayMs).toISOString().slice(0, 10);
}

/** The YYYY-MM-DD day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return dayOfNumber(dayNumber(day) + count);
}

/** How many days run from `first` to `last`, both included (0 when `last` is before `first`). */
export function spanInDays(first: string, last: string): number {
  return Math.max(0, dayNumber(last) - dayNumber(first) + 1);
}

/** The most days `daysBetween` lists: ten years, far beyond any series the service draws. */
export const maxListedDays = 3660;

/**
 * The days from `first` to `last`, both included, in order. It counts real dates (day numbers),
 * not strings, and refuses more than `maxListedDays`: a bad range fails at once instead of looping.
 */
export function daysBetween(first: string, last: string): string[] {
  const start = dayNumber(first);
  const end = dayNumber(last);
  if (!Number.isFinite(start) || !Number.isFinite(end)) throw new RangeError('not a YYYY-MM-DD day');
  const count = Math.max(0, end - start + 1);
  if (count > maxListedDays) throw new RangeError(`more than ${maxListedDays} days`);
  return Array.from({ length: count }, (_, index) => dayOfNumber(start + index));
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
