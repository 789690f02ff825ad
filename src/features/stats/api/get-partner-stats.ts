import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PartnerStatsWithTrends } from "../types";

/** GET /api/stats: the partner's figures (definitions in docs/api.md "Statistics"). */
export function getPartnerStats() {
  return api.get<PartnerStatsWithTrends>("/api/stats");
}

export function getPartnerStatsQueryOptions() {
  return queryOptions({ queryKey: ["stats", "partner"], queryFn: getPartnerStats });
}

export function usePartnerStats() {
  return useQuery(getPartnerStatsQueryOptions());
}
