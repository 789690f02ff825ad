import type { Opportunity } from "@shared/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/opportunities: the partner's best matches, best first (up to 20). */
export function getMatchingOpportunities() {
  return api.get<Opportunity[]>("/api/opportunities");
}

export function getMatchingOpportunitiesQueryOptions() {
  return queryOptions({
    queryKey: ["opportunities", "matches"],
    queryFn: getMatchingOpportunities,
  });
}

export function useMatchingOpportunities() {
  return useQuery(getMatchingOpportunitiesQueryOptions());
}
