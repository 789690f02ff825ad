/** Writing iCalendar (RFC 5545) text: escaping, 75-octet folding, UTC times, the calendar. */

const encoder = new TextEncoder();
const CRLF = "\r\n";

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line so no line exceeds 75 octets (RFC 5545 §3.1): continuation lines start
 * with one space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74; // the leading space takes the 75th octet
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A UTC DATE-TIME: 20250105T150000Z. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /** The revision (RFC 5545 §3.8.7.4): grows whenever the event changes. */
  sequence?: number;
  created?: Date;
  lastModified?: Date;
}

export interface Calendar {
  name: string;
  productId: string;
  events: readonly CalendarEvent[];
  /** DTSTAMP of every event: when this copy of the calendar was made. */
  generatedAt: Date;
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${event.sequence}`] : []),
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${event.status}`,
    ...(event.created ? [`CREATED:${formatUtc(event.created)}`] : []),
    ...(event.lastModified ? [`LAST-MODIFIED:${formatUtc(event.lastModified)}`] : []),
    "END:VEVENT",
  ];
}

/** The whole VCALENDAR, CRLF line ends and folded lines, ready to serve as text/calendar. */
export function buildCalendar(calendar: Calendar): string {
  const stamp = formatUtc(calendar.generatedAt);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // How often subscribed calendars should fetch again (RFC 7986; the X- name for Google).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
