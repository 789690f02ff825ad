import type { PartnerStats } from "@shared/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/stats: the partner's figures (definitions in docs/api.md "Statistics"). */
export function getPartnerStats() {
  return api.get<PartnerStats>("/api/stats");
}

export function getPartnerStatsQueryOptions() {
  return queryOptions({ queryKey: ["stats", "partner"], queryFn: getPartnerStats });
}

export function usePartnerStats() {
  return useQuery(getPartnerStatsQueryOptions());
}
