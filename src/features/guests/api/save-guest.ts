import type { Guest } from "@shared/contracts/guests";
import type { GuestPayload } from "@shared/schemas/guest";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getGuestListQueryOptions } from "./get-guest-list";

const guestsPath = (token: string) => `/api/guest-lists/${encodeURIComponent(token)}/guests`;

/** POST …/guests (a new guest, 201) or PUT …/guests/{id} (an edit). */
export function saveGuest(token: string, guest: GuestPayload, guestId?: string) {
  return guestId
    ? api.put<Guest>(`${guestsPath(token)}/${encodeURIComponent(guestId)}`, guest)
    : api.post<Guest>(guestsPath(token), guest);
}

export function useSaveGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guest, guestId }: { guest: GuestPayload; guestId?: string }) =>
      saveGuest(token, guest, guestId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getGuestListQueryOptions(token).queryKey }),
  });
}
