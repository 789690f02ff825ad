import type { Page } from "@playwright/test";
import { addDays } from "date-fns";

const DAY = 86_400_000;

/** The wall clock of `zone` at `instant`, as "yyyy-MM-ddTHH:mm" (24-hour). */
export function wallClock(instant: Date, zone: string): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant at which `zone`'s wall clock reads `local` ("2026-12-31T21:00"). */
export function zonedInstant(local: string, zone: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  const offset = (at: number) => Date.parse(`${wallClock(new Date(at), zone)}:00Z`) - at;
  // Twice: the first guess may sit on the other side of a DST change from the answer.
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first));
}

/** "2027-03-14": the calendar day of `local` ("2027-03-14T10:00"), moved by `days`. */
export function shiftDay(local: string, days: number): string {
  return addDays(new Date(`${local.slice(0, 10)}T12:00:00Z`), days)
    .toISOString()
    .slice(0, 10);
}

/** A moment of the calendar that date logic gets wrong, on the wall clock of a tour's zone. */
export interface ClockEdge {
  name: string;
  /** When the viewer opens the app: "yyyy-MM-ddTHH:mm" on the zone's clock. */
  now: string;
}

/**
 * The next occurrences, after today, of the month's last day, the month's first day, New Year's
 * Eve and both DST changes (US rules: the second Sunday of March, the first Sunday of November),
 * each at an hour of the zone's clock. Each lies ahead of the stack's real clock, so tours placed
 * around it are still in the future for the server, while the browser's clock sits on the edge.
 */
export function clockEdges(zone: string, today = new Date()): ClockEdge[] {
  const now = wallClock(today, zone);
  const year = Number(now.slice(0, 4));
  const month = Number(now.slice(5, 7));
  const later = (local: string) => zonedInstant(local, zone).getTime() > today.getTime() + DAY;
  const pad = (n: number) => String(n).padStart(2, "0");
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  const nthSunday = (y: number, m: number, n: number) => {
    const firstWeekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
    return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
  };
  /** The first of `at`'s moments, month by month from this one, that lies ahead. */
  const next = (at: (y: number, m: number) => string | null) => {
    for (let i = 0; ; i++) {
      const m = ((month - 1 + i) % 12) + 1;
      const y = year + Math.floor((month - 1 + i) / 12);
      const local = at(y, m);
      if (local && later(local)) return local;
    }
  };
  const inMonth = (wanted: number, at: (y: number) => string) =>
    next((y, m) => (m === wanted ? at(y) : null));
  // The Saturday before the change, at noon: its tours and the Sunday's are on either side of it.
  const eve = (y: number, m: number, sunday: number) =>
    `${shiftDay(`${y}-${pad(m)}-${pad(nthSunday(y, m, sunday))}T12:00`, -1)}T12:00`;
  return [
    {
      name: "the last day of a month",
      now: next((y, m) => `${y}-${pad(m)}-${lastDay(y, m)}T10:00`),
    },
    { name: "the first day of a month", now: next((y, m) => `${y}-${pad(m)}-01T08:00`) },
    { name: "New Year's Eve", now: inMonth(12, (y) => `${y}-12-31T20:00`) },
    { name: "the eve of the spring DST change", now: inMonth(3, (y) => eve(y, 3, 2)) },
    { name: "the eve of the autumn DST change", now: inMonth(11, (y) => eve(y, 11, 1)) },
  ];
}

/**
 * The browser's clock starts at `instant` before the first page opens and runs on from there:
 * every "today", "this month" and "in 2 hours" the app computes is that moment's.
 */
export async function openAt(page: Page, instant: Date) {
  await page.clock.install({ time: instant });
}
