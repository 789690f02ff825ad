import type { Opportunity, Page, Priority, TourType } from "@shared/contracts/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface OpportunitySearch {
  search: string;
  type: TourType | "all";
  priority: Priority | "all";
  page: number;
  pageSize: number;
}

/** The query string of GET /api/opportunities/all; "all" and blank mean no filter. */
export function opportunitySearchParams({
  search,
  type,
  priority,
  page,
  pageSize,
}: OpportunitySearch) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (search.trim()) params.set("q", search.trim());
  if (type !== "all") params.set("type", type);
  if (priority !== "all") params.set("priority", priority);
  return params;
}

/** GET /api/opportunities/all: open opportunities, soonest first, searched on the server. */
export function getOpportunities(search: OpportunitySearch) {
  return api.get<Page<Opportunity>>(`/api/opportunities/all?${opportunitySearchParams(search)}`);
}

/** Every search and page of the list: invalidate with this to refresh them all. */
export const opportunitiesQueryKey = ["opportunities", "all"] as const;

export function getOpportunitiesQueryOptions(search: OpportunitySearch) {
  return queryOptions({
    queryKey: [...opportunitiesQueryKey, search],
    queryFn: () => getOpportunities(search),
  });
}

/** Keeps showing the previous answer while the next search loads, so the list never blanks. */
export function useOpportunities(search: OpportunitySearch) {
  return useQuery({ ...getOpportunitiesQueryOptions(search), placeholderData: keepPreviousData });
}
