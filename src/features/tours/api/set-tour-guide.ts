import type { TourDetails } from "@shared/contracts/tour-details";
import type { TourGuideInput } from "@shared/schemas/team";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** PUT /api/tours/{id}/guide: the team's guide who leads the tour, or none. */
export function setTourGuide(tourId: string, choice: TourGuideInput) {
  return api.put<TourDetails>(`/api/tours/${encodeURIComponent(tourId)}/guide`, choice);
}

export function useSetTourGuide(tourId: string) {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: (choice: TourGuideInput) => setTourGuide(tourId, choice),
    onSuccess: () => refreshAfter("tour-guide-changed"),
  });
}
