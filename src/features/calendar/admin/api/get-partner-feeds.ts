import type { Page } from "@shared/contracts/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PartnerFeedStatus } from "../types";

export const PARTNER_FEEDS_PAGE_SIZE = 20;

export interface PartnerFeedsRequest {
  page: number;
  /** Over e-mail, names and business name, as the user list's search. */
  search: string;
}

/** GET /api/admin/calendar/feeds: partners by name with their feed status. */
export function getPartnerFeeds({ page, search }: PartnerFeedsRequest) {
  const params = new URLSearchParams({
    page: String(page),
    pageSize: String(PARTNER_FEEDS_PAGE_SIZE),
  });
  if (search.trim()) params.set("search", search.trim());
  return api.get<Page<PartnerFeedStatus>>(`/api/admin/calendar/feeds?${params}`);
}

export function getPartnerFeedsQueryOptions(request: PartnerFeedsRequest) {
  return queryOptions({
    queryKey: ["admin", "calendar", "partner-feeds", request],
    queryFn: () => getPartnerFeeds(request),
    placeholderData: keepPreviousData,
  });
}

export function usePartnerFeeds(request: PartnerFeedsRequest) {
  return useQuery(getPartnerFeedsQueryOptions(request));
}
