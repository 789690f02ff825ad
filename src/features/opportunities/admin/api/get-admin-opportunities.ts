import type { Page } from "@shared/contracts/api";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { AdminOpportunity, AdminOpportunityFilters } from "../types";

export const ADMIN_OPPORTUNITIES_PAGE_SIZE = 20;

/**
 * Every query of Opportunity Management (the lists, each opportunity's bids and tours) starts
 * with this key: invalidate with it after a change to refresh them all.
 */
export const adminOpportunitiesQueryKey = ["admin", "opportunities"] as const;

/** GET /api/admin/opportunities: the ones the filters find, newest first, a page at a time. */
export function getAdminOpportunities(filters: AdminOpportunityFilters, page: number) {
  const params = new URLSearchParams({
    page: String(page),
    pageSize: String(ADMIN_OPPORTUNITIES_PAGE_SIZE),
  });
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.review) params.set("review", "true");
  return api.get<Page<AdminOpportunity>>(`/api/admin/opportunities?${params}`);
}

export function getAdminOpportunitiesQueryOptions(filters: AdminOpportunityFilters) {
  return infiniteQueryOptions({
    queryKey: [...adminOpportunitiesQueryKey, "list", filters],
    queryFn: ({ pageParam }) => getAdminOpportunities(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    // The cards stay on screen while the next search or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminOpportunities(filters: AdminOpportunityFilters) {
  return useInfiniteQuery(getAdminOpportunitiesQueryOptions(filters));
}
