import type { UpcomingTour } from "@shared/contracts/api";
import { toCents } from "@shared/money";
import { tourDayKey } from "@shared/tour-time";
import {
  addDays,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { tourAmount } from "./tour-amount";

/** The weeks a month spans, Sunday first, padded with the neighbouring months' days. */
export function monthWeeks(month: Date): Date[][] {
  const last = endOfWeek(endOfMonth(month));
  const weeks: Date[][] = [];
  for (let day = startOfWeek(startOfMonth(month)); day <= last; ) {
    const week: Date[] = [];
    for (let i = 0; i < 7; i++) {
      week.push(day);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** "2025-01-05": a day of the grid (the viewer's calendar), the key tours are grouped by. */
export function dayKey(value: Date | string): string {
  const date = typeof value === "string" ? parseISO(value) : value;
  return isValid(date) ? format(date, "yyyy-MM-dd") : "";
}

/** Tours by the day they start on their own clock (a 10:00 AM PST tour is on its day anywhere), each day's in time order. */
export function toursByDay(tours: readonly UpcomingTour[]): Map<string, UpcomingTour[]> {
  const days = new Map<string, UpcomingTour[]>();
  const sorted = [...tours].sort((a, b) => a.date.localeCompare(b.date));
  for (const tour of sorted) {
    const key = tourDayKey(tour.date, tour.timeZone);
    if (!key) continue;
    days.set(key, [...(days.get(key) ?? []), tour]);
  }
  return days;
}

export interface MonthSummary {
  /** Scheduled tours starting in the month. */
  count: number;
  /** Their agreed amounts (a base rate where no bid was accepted) summed, in integer cents. */
  revenueCents: number;
  /** The day with the most of them (the earliest on a tie), or null when there are none. */
  busiestDay: { date: Date; tours: number } | null;
}

/** The This Month card's figures for the month shown (product §2 Calendar). */
export function monthSummary(tours: readonly UpcomingTour[], month: Date): MonthSummary {
  const inMonth = tours.filter(
    (tour) =>
      tour.status === "scheduled" &&
      isSameMonth(parseISO(tourDayKey(tour.date, tour.timeZone)), month),
  );
  const revenueCents = inMonth.reduce((sum, tour) => sum + (toCents(tourAmount(tour)) ?? 0), 0);
  let busiestDay: MonthSummary["busiestDay"] = null;
  for (const [key, dayTours] of toursByDay(inMonth)) {
    if (!busiestDay || dayTours.length > busiestDay.tours) {
      busiestDay = { date: parseISO(key), tours: dayTours.length };
    }
  }
  return { count: inMonth.length, revenueCents, busiestDay };
}
