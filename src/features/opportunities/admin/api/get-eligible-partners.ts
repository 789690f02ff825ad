import type { Page } from "@shared/contracts/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { EligiblePartner } from "../types";

export const ELIGIBLE_PAGE_SIZE = 20;

/** GET /api/admin/users?eligible=true: the partners the Assign Partners dialog offers. */
export function getEligiblePartners(search: string, page: number) {
  const query = new URLSearchParams({
    eligible: "true",
    page: String(page),
    pageSize: String(ELIGIBLE_PAGE_SIZE),
  });
  if (search.trim()) query.set("search", search.trim());
  return api.get<Page<EligiblePartner>>(`/api/admin/users?${query}`);
}

export function getEligiblePartnersQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: ["admin", "users", "eligible", { search: search.trim(), page }],
    queryFn: () => getEligiblePartners(search, page),
    placeholderData: keepPreviousData,
  });
}

export function useEligiblePartners(search: string, page: number) {
  return useQuery(getEligiblePartnersQueryOptions(search, page));
}
