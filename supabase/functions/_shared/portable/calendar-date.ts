/**
 * Dates as people type them, checked against the calendar: `Date.parse` moves 2027-02-30 to
 * March 2 and takes year 0000, which Postgres refuses (22008). The years are bounded to what a
 * tour, a deadline or a founding date can be, and what Postgres and every browser can show.
 */

export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

function isRealDay(year: number, month: number, day: number) {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether `text` is a day of the calendar as `YYYY-MM-DD` ("2027-02-28", not "2027-02-30"). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Whether `text` is an ISO 8601 date-time with its offset ("2026-05-01T15:00:00Z") that exists. */
export function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [, year, month, day, hour, minute, second = "0", offsetHours = "0", offsetMinutes = "0"] =
    match;
  return (
    isRealDay(Number(year), Number(month), Number(day)) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHours) <= 18 &&
    Number(offsetMinutes) <= 59
  );
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Whether `text` is a wall-clock date and time without an offset ("2026-12-05T10:00"), as a
 * `datetime-local` input gives it, that exists on the calendar: a tour's start on its own clock.
 */
export function isLocalDateTime(text: string): boolean {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return false;
  const [, year, month, day, hour, minute, second = "0"] = match;
  return (
    isRealDay(Number(year), Number(month), Number(day)) &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59
  );
}
