import type { ManifestGuest } from "@shared/contracts/check-in";
import type { WalkInPayload } from "@shared/schemas/check-in";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useIdempotentMutation } from "@/lib/submission";
import { tourManifestQueryKey } from "./get-tour-manifest";

/** POST /api/tours/{id}/guests: a walk-in, within the group size (online only: it holds a date of birth). */
export function addWalkIn(tourId: string, input: WalkInPayload, idempotencyKey: string) {
  return api.post<ManifestGuest>(`/api/tours/${encodeURIComponent(tourId)}/guests`, input, {
    idempotencyKey,
  });
}

export function useAddWalkIn(tourId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (input: WalkInPayload, key) => addWalkIn(tourId, input, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...tourManifestQueryKey, tourId] }),
  });
}
