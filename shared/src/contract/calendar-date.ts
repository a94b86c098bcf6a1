import { z } from 'zod';

/** The first day any query may name: no response is older. */
export const earliestCalendarDate = '1970-01-01';
/**
 * The last day any query may name. Far enough for any real use, and it keeps every day a
 * four-digit year, so days compare correctly as strings and loops over them end.
 */
export const latestCalendarDate = '2100-12-31';

/** A YYYY-MM-DD string naming a real calendar day from 1970-01-01 to 2100-12-31. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Not a calendar date.')
  .refine(
    (value) => value >= earliestCalendarDate && value <= latestCalendarDate,
    `Expected a date from ${earliestCalendarDate} to ${latestCalendarDate}.`,
  );
