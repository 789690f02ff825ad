import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Page } from "@/types/api";
import type { PartnerFeedStatus } from "../types";

export const PARTNER_FEEDS_PAGE_SIZE = 20;

/** GET /api/admin/calendar/feeds: partners by name with their feed status. */
export function getPartnerFeeds(page: number) {
  return api.get<Page<PartnerFeedStatus>>(
    `/api/admin/calendar/feeds?page=${page}&pageSize=${PARTNER_FEEDS_PAGE_SIZE}`,
  );
}

export function getPartnerFeedsQueryOptions(page: number) {
  return queryOptions({
    queryKey: ["admin", "calendar", "partner-feeds", page],
    queryFn: () => getPartnerFeeds(page),
    placeholderData: keepPreviousData,
  });
}

export function usePartnerFeeds(page: number) {
  return useQuery(getPartnerFeedsQueryOptions(page));
}
