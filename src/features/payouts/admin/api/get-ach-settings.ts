import type { AchSettingsState } from "@shared/contracts/ach";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/admin/ach/settings: the originator the NACHA files name, null until saved. */
export function getAchSettings() {
  return api.get<AchSettingsState>("/api/admin/ach/settings");
}

export function getAchSettingsQueryOptions() {
  return queryOptions({ queryKey: ["admin", "ach", "settings"], queryFn: getAchSettings });
}

export function useAchSettings() {
  return useQuery(getAchSettingsQueryOptions());
}
