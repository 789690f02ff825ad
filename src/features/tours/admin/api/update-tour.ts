import type { TourUpdateInput } from "@shared/schemas/tour-update";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { AdminTour } from "../types";

/** PUT /api/admin/tours/{id}: complete with the actual revenue and a rating, or cancel. */
export function updateTour({ tourId, update }: { tourId: string; update: TourUpdateInput }) {
  return api.put<AdminTour>(`/api/admin/tours/${tourId}`, update);
}

export function useUpdateTour() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: updateTour,
    // The partner's totals (on the bids) and the opportunity's status follow.
    onSuccess: () => refreshAfter("tour-updated"),
  });
}
