import type { Guest } from "@shared/contracts/guests";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getGuestListQueryOptions } from "./get-guest-list";

/** DELETE /api/guest-lists/{token}/guests/{id}. */
export function removeGuest(token: string, guestId: string) {
  return api.delete<void>(
    `/api/guest-lists/${encodeURIComponent(token)}/guests/${encodeURIComponent(guestId)}`,
  );
}

export function useRemoveGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: Guest) => removeGuest(token, guest.id),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getGuestListQueryOptions(token).queryKey }),
  });
}
