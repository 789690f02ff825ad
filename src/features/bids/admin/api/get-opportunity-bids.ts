import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminOpportunitiesQueryKey } from "@/features/opportunities/admin/api/get-admin-opportunities";
import type { OpportunityBids } from "@/features/opportunities/admin/types";
import { api } from "@/lib/api-client";

/** GET /api/admin/opportunities/{id}/bids: the bids side by side, live and cheapest first. */
export function getOpportunityBids(opportunityId: string) {
  return api.get<OpportunityBids>(`/api/admin/opportunities/${opportunityId}/bids`);
}

export function getOpportunityBidsQueryOptions(opportunityId: string) {
  return queryOptions({
    // Under the list's key, so whatever refreshes the list refreshes the bids too.
    queryKey: [...adminOpportunitiesQueryKey, opportunityId, "bids"],
    queryFn: () => getOpportunityBids(opportunityId),
  });
}

export function useOpportunityBids(opportunityId: string) {
  return useQuery(getOpportunityBidsQueryOptions(opportunityId));
}
