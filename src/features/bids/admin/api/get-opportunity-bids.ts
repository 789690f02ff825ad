import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { OpportunityBids } from "../types";

/** Every opportunity's bids: invalidate with this to refresh whichever are shown. */
export const opportunityBidsQueryKey = ["admin", "opportunity-bids"] as const;

/** GET /api/admin/opportunities/{id}/bids: the bids side by side, live and cheapest first. */
export function getOpportunityBids(opportunityId: string) {
  return api.get<OpportunityBids>(`/api/admin/opportunities/${opportunityId}/bids`);
}

export function getOpportunityBidsQueryOptions(opportunityId: string) {
  return queryOptions({
    queryKey: [...opportunityBidsQueryKey, opportunityId],
    queryFn: () => getOpportunityBids(opportunityId),
  });
}

export function useOpportunityBids(opportunityId: string) {
  return useQuery(getOpportunityBidsQueryOptions(opportunityId));
}
