import type { Page } from "@shared/contracts/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { EligiblePartner } from "../types";

export const ELIGIBLE_PAGE_SIZE = 20;

/**
 * GET /api/admin/users?eligible=true&awayFor=: the partners the Assign Partners dialog offers,
 * each with the day away the tour falls on.
 */
export function getEligiblePartners(opportunityId: string, search: string, page: number) {
  const query = new URLSearchParams({
    eligible: "true",
    awayFor: opportunityId,
    page: String(page),
    pageSize: String(ELIGIBLE_PAGE_SIZE),
  });
  if (search.trim()) query.set("search", search.trim());
  return api.get<Page<EligiblePartner>>(`/api/admin/users?${query}`);
}

export function getEligiblePartnersQueryOptions(
  opportunityId: string,
  search: string,
  page: number,
) {
  return queryOptions({
    queryKey: ["admin", "users", "eligible", { opportunityId, search: search.trim(), page }],
    queryFn: () => getEligiblePartners(opportunityId, search, page),
    placeholderData: keepPreviousData,
  });
}

export function useEligiblePartners(opportunityId: string, search: string, page: number) {
  return useQuery(getEligiblePartnersQueryOptions(opportunityId, search, page));
}
