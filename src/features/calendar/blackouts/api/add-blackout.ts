import type { Blackout } from "@shared/contracts/blackouts";
import type { BlackoutPayload } from "@shared/schemas/blackout";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/blackouts: closes the days, both included. */
export function addBlackout(blackout: BlackoutPayload) {
  return api.post<Blackout>("/api/blackouts", blackout);
}

export function useAddBlackout() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: addBlackout,
    onSuccess: () => refreshAfter("blackouts-changed"),
  });
}
