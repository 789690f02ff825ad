import type { Blackout } from "@shared/contracts/blackouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/blackouts: the caller's days away, earliest first. */
export function getBlackouts() {
  return api.get<Blackout[]>("/api/blackouts");
}

export function getBlackoutsQueryOptions() {
  return queryOptions({ queryKey: ["blackouts"], queryFn: getBlackouts });
}

export function useBlackouts() {
  return useQuery(getBlackoutsQueryOptions());
}
