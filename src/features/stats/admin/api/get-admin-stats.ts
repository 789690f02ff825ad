import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminStats } from "../types";

/** GET /api/admin/stats: platform-wide figures and the latest audit log entries. */
export function getAdminStats() {
  return api.get<AdminStats>("/api/admin/stats");
}

export function getAdminStatsQueryOptions() {
  return queryOptions({ queryKey: ["admin", "stats"], queryFn: getAdminStats });
}

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
