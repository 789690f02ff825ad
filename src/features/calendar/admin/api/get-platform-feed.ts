import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PlatformFeed } from "../types";

/** GET /api/admin/calendar/feed-url: the platform feed's URL; reading never turns it on. */
export function getPlatformFeed() {
  return api.get<PlatformFeed>("/api/admin/calendar/feed-url");
}

export function getPlatformFeedQueryOptions() {
  return queryOptions({ queryKey: ["admin", "calendar", "feed"], queryFn: getPlatformFeed });
}

export function usePlatformFeed() {
  return useQuery(getPlatformFeedQueryOptions());
}
