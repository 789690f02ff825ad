import type { GuestList, GuestListLink } from "@shared/contracts/guests";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type TourGuestList = GuestList & { link: GuestListLink | null };

/** GET /api/admin/tours/{id}/guests: any tour's list as its organiser sees it, and its link. */
export function getTourGuests(tourId: string) {
  return api.get<TourGuestList>(`/api/admin/tours/${encodeURIComponent(tourId)}/guests`);
}

export function getTourGuestsQueryOptions(tourId: string) {
  return queryOptions({
    queryKey: ["admin", "tour-guests", tourId],
    queryFn: () => getTourGuests(tourId),
  });
}

export function useTourGuests(tourId: string) {
  return useQuery(getTourGuestsQueryOptions(tourId));
}
