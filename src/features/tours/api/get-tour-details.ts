import type { TourDetails } from "@shared/contracts/tour-details";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { tourScheduleQueryKey } from "./get-tour-schedule";

/** Every tour page's query: what a tour's change makes stale. */
export const tourDetailsQueryKey = ["tours", "detail"] as const;

/** GET /api/tours/{id}: one tour's details, for its partner or an admin. */
export function getTourDetails(id: string) {
  return api.get<TourDetails>(`/api/tours/${encodeURIComponent(id)}`);
}

/** The tour as a schedule already fetched holds it, with when that was fetched. */
function fromSchedules(queryClient: QueryClient, id: string) {
  const schedules = queryClient.getQueriesData<TourDetails[]>({ queryKey: tourScheduleQueryKey });
  for (const [queryKey, tours] of schedules) {
    const tour = tours?.find((candidate) => candidate.id === id);
    if (tour) return { tour, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt };
  }
  return undefined;
}

export function getTourDetailsQueryOptions(id: string, queryClient?: QueryClient) {
  return queryOptions({
    queryKey: [...tourDetailsQueryKey, id],
    queryFn: () => getTourDetails(id),
    // A tour the schedule already brought opens at once, online or not.
    initialData: () => (queryClient ? fromSchedules(queryClient, id)?.tour : undefined),
    initialDataUpdatedAt: () =>
      queryClient ? fromSchedules(queryClient, id)?.updatedAt : undefined,
  });
}

export function useTourDetails(id: string) {
  const queryClient = useQueryClient();
  return useQuery(getTourDetailsQueryOptions(id, queryClient));
}
