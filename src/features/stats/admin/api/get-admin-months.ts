import type { AdminMonths } from "@shared/contracts/monthly-stats";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/admin/monthly-stats: the last 12 months' revenue, completed tours and bids. */
export function getAdminMonths() {
  return api.get<AdminMonths>("/api/admin/monthly-stats");
}

export function getAdminMonthsQueryOptions() {
  return queryOptions({ queryKey: ["admin", "monthly-stats"], queryFn: getAdminMonths });
}

export function useAdminMonths() {
  return useQuery(getAdminMonthsQueryOptions());
}
