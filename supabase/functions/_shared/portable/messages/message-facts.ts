import { formatTourDate, formatTourTime, tourDayKey } from "../tour-time.ts";

/**
 * How the catalogue writes the facts a notification or mail carries. A fact is a string in the
 * row's data (an amount as "150.00", a time as ISO 8601 with the tour's zone beside it); a
 * missing one reads as nothing, as SQL's format() wrote a null.
 */

/** The fact as text: "" for null or undefined. */
export function fact(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : String(value);
}

/** "Dec 5, 2026, 2:00 PM PST": a tour's time on its own clock, as its notices write it. */
export function tourTimeText(at: unknown, timeZone: unknown): string {
  const iso = fact(at);
  const zone = fact(timeZone) || "UTC";
  const day = formatTourDate(iso, zone);
  return day ? `${day}, ${formatTourTime(iso, zone)}` : iso;
}

/** "1,234.50" for "1234.5": an amount with thousands grouped and two decimals. */
export function groupedAmount(amount: unknown): string {
  const text = fact(amount).trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return text;
  const [, sign = "", whole = "0", fraction = ""] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction.padEnd(2, "0")}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "December 5, 2026" for the calendar date "2026-12-05". */
export function longDate(date: unknown): string {
  const text = fact(date);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return text;
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}, ${year}`;
}

/**
 * "today at 4:00 PM PST", "tomorrow at 10:00 AM PST", "on Dec 7, 2026 at 9:00 AM PST": when a
 * tour starts, seen from moment `from`, both on the tour's own clock.
 */
export function tourStartFrom(at: unknown, from: unknown, timeZone: unknown): string {
  const zone = fact(timeZone) || "UTC";
  const start = fact(at);
  const seen = fact(from);
  const time = formatTourTime(start, zone);
  const day = tourDayKey(start, zone);
  const today = tourDayKey(seen, zone);
  if (!time || !day || !today) return tourTimeText(at, timeZone);
  if (day === today) return `today at ${time}`;
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  if (day === next.toISOString().slice(0, 10)) return `tomorrow at ${time}`;
  return `on ${formatTourDate(start, zone)} at ${time}`;
}

/** "24 hours", "1 hour", "45 minutes": the time from `from` to `at`, rounded to the hour past one. */
export function timeLeft(at: unknown, from: unknown): string {
  const minutes = Math.round((Date.parse(fact(at)) - Date.parse(fact(from))) / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return "moments";
  if (minutes < 60) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? "1 hour" : `${hours} hours`;
}
