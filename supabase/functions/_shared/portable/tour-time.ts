/**
 * A tour's times as everyone reads them: on the tour's own clock (the IANA zone of its place,
 * `timeZone` in the API's answers), with the zone's abbreviation: "Dec 5, 2026 10:00 AM PST".
 * The one formatter of tour times for the web app, the support agent and the calendar feed, so a
 * partner in New York and an admin in California read the same "10:00 AM PST". (Notifications,
 * written by the database, use its twin private.tour_time_text.)
 */

const LOCALE = "en-US";
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    } catch {
      // A zone this runtime does not know: UTC, named as such, rather than a wrong local time.
      format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: "UTC" });
    }
    cache.set(key, format);
  }
  return format;
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(value: string | Date, timeZone: string) {
  const date = toDate(value);
  if (!date) return null;
  const found: Record<string, string> = {};
  const format = formatter(timeZone, {
    year: "numeric",
    month: "short",
    day: "numeric",
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZoneName: "short",
  });
  for (const part of format.formatToParts(date)) found[part.type] = part.value;
  return found;
}

/** "Dec 5, 2026": the tour's day on its clock. */
export function formatTourDate(value: string | Date, timeZone: string): string {
  const p = parts(value, timeZone);
  return p ? `${p.month} ${p.day}, ${p.year}` : "";
}

/** "10:00 AM PST": the tour's time on its clock, with the zone's abbreviation. */
export function formatTourTime(value: string | Date, timeZone: string): string {
  const p = parts(value, timeZone);
  return p ? `${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}` : "";
}

/** "Dec 5, 2026 10:00 AM PST". */
export function formatTourDateTime(value: string | Date, timeZone: string): string {
  const p = parts(value, timeZone);
  return p ? `${formatTourDate(value, timeZone)} ${formatTourTime(value, timeZone)}` : "";
}

/** "Sat, Dec 5, 10:00 AM PST": a time of this season, where the year goes without saying. */
export function formatTourWhen(value: string | Date, timeZone: string): string {
  const p = parts(value, timeZone);
  return p ? `${p.weekday}, ${p.month} ${p.day}, ${formatTourTime(value, timeZone)}` : "";
}

/** The zone's abbreviation on that day: "PST" or "PDT". */
export function tourZoneName(value: string | Date, timeZone: string): string {
  return parts(value, timeZone)?.timeZoneName ?? "";
}

/**
 * The tour's wall-clock date and time as a `datetime-local` input holds it ("2026-12-05T10:00"):
 * what the admin form shows and sends back, read by the API in the tour's zone.
 */
export function toTourLocalInput(value: string | Date, timeZone: string): string {
  const date = toDate(value);
  if (!date) return "";
  const found: Record<string, string> = {};
  const format = formatter(timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  for (const part of format.formatToParts(date)) found[part.type] = part.value;
  return `${found.year}-${found.month}-${found.day}T${found.hour}:${found.minute}`;
}

/** "2026-11-30": the tour's day on its clock, the key a calendar groups tours by. */
export function tourDayKey(value: string | Date, timeZone: string): string {
  return toTourLocalInput(value, timeZone).slice(0, 10);
}

/**
 * The clock a tour keeps, as the admin form names it: "Pacific Time (PST, America/Los_Angeles)";
 * "UTC" for a place that names no US state.
 */
export function describeTourZone(timeZone: string, at: Date = new Date()): string {
  if (timeZone === "UTC") return "UTC";
  const generic = formatter(timeZone, { timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${generic ?? timeZone} (${tourZoneName(at, timeZone)}, ${timeZone})`;
}
