import { isToday, isTomorrow, isYesterday, parseISO } from "date-fns";
import { formatDate } from "@/utils/format";

/** The day a tour falls on, as the Tours page groups them: "Today", "Tomorrow", "Jan 5, 2026". */
export function tourDayLabel(scheduledFor: string): string {
  const date = parseISO(scheduledFor);
  if (isToday(date)) return "Today";
  if (isTomorrow(date)) return "Tomorrow";
  if (isYesterday(date)) return "Yesterday";
  return formatDate(date);
}

/** Consecutive tours of the same day, in the list's order, under that day's label. */
export function groupByDay<T extends { scheduledFor: string }>(tours: T[]) {
  const groups: { day: string; tours: T[] }[] = [];
  for (const tour of tours) {
    const day = tourDayLabel(tour.scheduledFor);
    const last = groups.at(-1);
    if (last?.day === day) last.tours.push(tour);
    else groups.push({ day, tours: [tour] });
  }
  return groups;
}
