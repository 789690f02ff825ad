import type { UpcomingTour } from "@shared/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/tours/upcoming: the partner's scheduled tours still ahead, soonest first. */
export function getUpcomingTours() {
  return api.get<UpcomingTour[]>("/api/tours/upcoming");
}

export function getUpcomingToursQueryOptions() {
  return queryOptions({ queryKey: ["tours", "upcoming"], queryFn: getUpcomingTours });
}

export function useUpcomingTours() {
  return useQuery(getUpcomingToursQueryOptions());
}
