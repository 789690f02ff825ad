import { formatDollars, toCents } from "@shared/money";
import { formatTourDateTime, formatTourTime } from "@shared/tour-time";
import { format, isValid, parseISO } from "date-fns";

/**
 * Dates and money as product §9 shows them, in the viewer's time zone; a time names that zone
 * ("3:00 PM CST"), since the same screens show tours' times on their own clocks.
 */

/** The viewer's zone, as the browser (or the test's TZ) says: "America/Chicago". */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** "Jan 5, 2025". */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? format(date, "MMM d, yyyy") : "";
}

/** "3:00 PM CST": on the viewer's clock, which it names. */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  return date ? formatTourTime(date, viewerTimeZone()) : "";
}

/** "Jan 5, 2025 3:00 PM CST": on the viewer's clock, which it names. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? formatTourDateTime(date, viewerTimeZone()) : "";
}

/** "1 user", "1,250 users", "1,020+ users" when the count stopped there (`capped`). */
export function formatCount(count: number, one: string, many: string, capped = false): string {
  const noun = count === 1 && !capped ? one : many;
  return `${count.toLocaleString("en-US")}${capped ? "+" : ""} ${noun}`;
}

/**
 * "$1,250.50" for the API's "1250.50" (or a number of dollars); "$0" for null. Goes through
 * integer cents, never float arithmetic.
 */
export function formatMoney(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "$0";
  const cents = toCents(typeof value === "number" ? value : value.replace(/^-/, ""));
  if (cents === undefined) return "$0";
  const negative = typeof value === "string" && value.startsWith("-");
  return `${negative ? "-" : ""}${formatDollars(cents)}`;
}

/** "awarded" → "Awarded": stored values (statuses, group types) read as words. */
export function capitalize(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
