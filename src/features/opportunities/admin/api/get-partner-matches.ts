import type { PartnerMatch } from "@shared/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { adminOpportunitiesQueryKey } from "./get-admin-opportunities";

/** GET /api/admin/opportunities/{id}/matches: the best-matching partners and why. */
export function getPartnerMatches(opportunityId: string) {
  return api.get<PartnerMatch[]>(`/api/admin/opportunities/${opportunityId}/matches`);
}

/** Under the admin opportunities' key, so every change to an opportunity refreshes it. */
export function getPartnerMatchesQueryOptions(opportunityId: string) {
  return queryOptions({
    queryKey: [...adminOpportunitiesQueryKey, opportunityId, "matches"],
    queryFn: () => getPartnerMatches(opportunityId),
  });
}

export function usePartnerMatches(opportunityId: string) {
  return useQuery(getPartnerMatchesQueryOptions(opportunityId));
}
