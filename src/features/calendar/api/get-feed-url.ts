import type { PartnerFeed } from "@shared/contracts/calendar";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/calendar/feed-url: the private subscription URL, made on first use. */
export function getFeedUrl() {
  return api.get<PartnerFeed>("/api/calendar/feed-url");
}

export function getFeedUrlQueryOptions() {
  return queryOptions({ queryKey: ["calendar", "feed-url"], queryFn: getFeedUrl });
}

/** Asked only while `enabled` (the subscribe dialog is open): asking makes a feed. */
export function useFeedUrl({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getFeedUrlQueryOptions(), enabled });
}
