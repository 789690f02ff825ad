import type { TourUpdateInput } from "@shared/schemas/tour-update";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminOpportunitiesQueryKey } from "@/features/opportunities/admin/api/get-admin-opportunities";
import type { AdminTour } from "@/features/opportunities/admin/types";
import { api } from "@/lib/api-client";

/** PUT /api/admin/tours/{id}: complete with the actual revenue and a rating, or cancel. */
export function updateTour({ tourId, update }: { tourId: string; update: TourUpdateInput }) {
  return api.put<AdminTour>(`/api/admin/tours/${tourId}`, update);
}

export function useUpdateTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTour,
    // The partner's totals (on the bids) and the opportunity's status follow.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOpportunitiesQueryKey }),
  });
}
