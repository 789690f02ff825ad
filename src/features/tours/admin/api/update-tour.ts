import type { TourUpdateInput } from "@shared/schemas/tour-update";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";
import type { AdminTour } from "../types";

/** PUT /api/admin/tours/{id}: complete with the actual revenue and a rating, or cancel. */
export function updateTour(
  { tourId, update }: { tourId: string; update: TourUpdateInput },
  idempotencyKey?: string,
) {
  return api.put<AdminTour>(`/api/admin/tours/${tourId}`, update, { idempotencyKey });
}

export function useUpdateTour() {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: updateTour,
    // The partner's totals (on the bids) and the opportunity's status follow.
    onSuccess: () => refreshAfter("tour-updated"),
  });
}
