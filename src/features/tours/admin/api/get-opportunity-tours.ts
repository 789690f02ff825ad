import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminOpportunitiesQueryKey } from "@/features/opportunities/admin/api/get-admin-opportunities";
import type { AdminTour } from "@/features/opportunities/admin/types";
import { api } from "@/lib/api-client";

/** GET /api/admin/opportunities/{id}/tours: the tours of its accepted bids. */
export function getOpportunityTours(opportunityId: string) {
  return api.get<AdminTour[]>(`/api/admin/opportunities/${opportunityId}/tours`);
}

export function getOpportunityToursQueryOptions(opportunityId: string) {
  return queryOptions({
    queryKey: [...adminOpportunitiesQueryKey, opportunityId, "tours"],
    queryFn: () => getOpportunityTours(opportunityId),
  });
}

export function useOpportunityTours(opportunityId: string) {
  return useQuery(getOpportunityToursQueryOptions(opportunityId));
}
