import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Page } from "@/types/api";
import type { AdminOpportunity } from "../types";

export const ADMIN_OPPORTUNITIES_PAGE_SIZE = 20;

/** GET /api/admin/opportunities: every opportunity, newest first, a page at a time. */
export function getAdminOpportunities(page: number) {
  return api.get<Page<AdminOpportunity>>(
    `/api/admin/opportunities?page=${page}&pageSize=${ADMIN_OPPORTUNITIES_PAGE_SIZE}`,
  );
}

export function getAdminOpportunitiesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ["admin", "opportunities"],
    queryFn: ({ pageParam }) => getAdminOpportunities(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

export function useAdminOpportunities() {
  return useInfiniteQuery(getAdminOpportunitiesQueryOptions());
}
