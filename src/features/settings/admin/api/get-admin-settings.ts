import type { AdminSettings } from "@shared/schemas/admin-settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/admin/settings: every platform setting, its default where none was saved. */
export function getAdminSettings() {
  return api.get<AdminSettings>("/api/admin/settings");
}

export function getAdminSettingsQueryOptions() {
  return queryOptions({ queryKey: ["admin", "settings"], queryFn: getAdminSettings });
}

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
