import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ActivityItem } from "../types";

/** GET /api/stats/activity: the partner's 10 latest bid, assignment and tour events. */
export function getRecentActivity() {
  return api.get<ActivityItem[]>("/api/stats/activity");
}

export function getRecentActivityQueryOptions() {
  return queryOptions({ queryKey: ["activity", "recent"], queryFn: getRecentActivity });
}

export function useRecentActivity() {
  return useQuery(getRecentActivityQueryOptions());
}
