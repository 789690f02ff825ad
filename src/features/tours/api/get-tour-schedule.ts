import type { TourDetails } from "@shared/contracts/tour-details";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { startOfDay } from "date-fns";
import { api } from "@/lib/api-client";
import { dayKey } from "../components/calendar-month";

/** Every schedule query (one per day it starts on): what a tour's change makes stale. */
export const tourScheduleQueryKey = ["tours", "schedule"] as const;

/**
 * GET /api/tours/schedule: the details of the partner's scheduled tours from the start of
 * `day` (the viewer's midnight, so a tour under way today stays listed), soonest first.
 */
export function getTourSchedule(day: Date) {
  const from = encodeURIComponent(startOfDay(day).toISOString());
  return api.get<TourDetails[]>(`/api/tours/schedule?from=${from}`);
}

export function getTourScheduleQueryOptions(day: Date) {
  return queryOptions({
    queryKey: [...tourScheduleQueryKey, dayKey(day)],
    queryFn: () => getTourSchedule(day),
  });
}

export function useTourSchedule(day: Date) {
  return useQuery(getTourScheduleQueryOptions(day));
}
