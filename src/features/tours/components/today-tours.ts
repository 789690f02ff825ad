import type { TourDetails } from "@shared/contracts/tour-details";
import { addDays } from "date-fns";
import { dayKey } from "./calendar-month";
import { tourEnd } from "./tour-links";

/** A schedule split into the viewer's today and tomorrow, each in time order, and what follows. */
export function splitDays(tours: readonly TourDetails[], now: Date) {
  const today = dayKey(now);
  const tomorrow = dayKey(addDays(now, 1));
  const sorted = [...tours].sort((a, b) => a.date.localeCompare(b.date));
  return {
    today: sorted.filter((tour) => dayKey(tour.date) === today),
    tomorrow: sorted.filter((tour) => dayKey(tour.date) === tomorrow),
    later: sorted.filter((tour) => dayKey(tour.date) > tomorrow),
  };
}

/** The tour to lead with: the first of today's not yet over, else the first one after today. */
export function nextTour(tours: readonly TourDetails[], now: Date) {
  const { today, tomorrow, later } = splitDays(tours, now);
  const current = today.find((tour) => tourEnd(tour).getTime() > now.getTime());
  return { tour: current ?? tomorrow[0] ?? later[0] ?? null, isToday: current !== undefined };
}
