import type { Guest, GuestListLink } from "@shared/contracts/guests";
import type { GuestPayload } from "@shared/schemas/guest";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getTourGuestsQueryOptions } from "./get-tour-guests";

const base = (tourId: string) => `/api/admin/tours/${encodeURIComponent(tourId)}`;

/** POST …/guests or PUT …/guests/{id}: an admin's edit of any tour's list. */
export function saveTourGuest(tourId: string, guest: GuestPayload, guestId?: string) {
  return guestId
    ? api.put<Guest>(`${base(tourId)}/guests/${encodeURIComponent(guestId)}`, guest)
    : api.post<Guest>(`${base(tourId)}/guests`, guest);
}

/** DELETE …/guests/{id}. */
export function removeTourGuest(tourId: string, guestId: string) {
  return api.delete<void>(`${base(tourId)}/guests/${encodeURIComponent(guestId)}`);
}

/** POST …/guest-list-link/resend (a new link mailed, the old one dead) or …/revoke. */
export function changeGuestListLink(tourId: string, change: "resend" | "revoke") {
  return api.post<GuestListLink>(`${base(tourId)}/guest-list-link/${change}`);
}

/** The three changes of a tour's list, each refreshing it. */
export function useTourGuestChanges(tourId: string) {
  const queryClient = useQueryClient();
  const onSettled = () =>
    queryClient.invalidateQueries({ queryKey: getTourGuestsQueryOptions(tourId).queryKey });
  return {
    save: useMutation({
      mutationFn: ({ guest, guestId }: { guest: GuestPayload; guestId?: string }) =>
        saveTourGuest(tourId, guest, guestId),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (guest: Guest) => removeTourGuest(tourId, guest.id),
      onSettled,
    }),
    link: useMutation({
      mutationFn: (change: "resend" | "revoke") => changeGuestListLink(tourId, change),
      onSettled,
    }),
  };
}
