import type { GuestList } from "@shared/contracts/guests";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/guest-lists/{token}: the tour and its guests, for the organiser's link. */
export function getGuestList(token: string) {
  return api.get<GuestList>(`/api/guest-lists/${encodeURIComponent(token)}`);
}

export function getGuestListQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["guest-lists", token],
    queryFn: () => getGuestList(token),
    // A dead link stays dead: asking again only spends the link's request budget.
    retry: false,
  });
}

export function useGuestList(token: string) {
  return useQuery(getGuestListQueryOptions(token));
}
