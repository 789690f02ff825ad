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

/** `enabled` false for a caller whose role keeps no days away (a guide). */
export function useBlackouts(enabled = true) {
  return useQuery({ ...getBlackoutsQueryOptions(), enabled });
}
