import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminTour } from "../types";

/** Every opportunity's tours: invalidate with this to refresh whichever are shown. */
export const opportunityToursQueryKey = ["admin", "opportunity-tours"] as const;

/** GET /api/admin/opportunities/{id}/tours: the tours of its accepted bids. */
export function getOpportunityTours(opportunityId: string) {
  return api.get<AdminTour[]>(`/api/admin/opportunities/${opportunityId}/tours`);
}

export function getOpportunityToursQueryOptions(opportunityId: string) {
  return queryOptions({
    queryKey: [...opportunityToursQueryKey, opportunityId],
    queryFn: () => getOpportunityTours(opportunityId),
  });
}

export function useOpportunityTours(opportunityId: string) {
  return useQuery(getOpportunityToursQueryOptions(opportunityId));
}
