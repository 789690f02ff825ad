import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { PlatformFeed } from "../types";
import { getPlatformFeedQueryOptions } from "./get-platform-feed";

/** POST /api/admin/calendar/feed-url: a new URL (turning the feed on); the old one stops. */
export function resetPlatformFeed() {
  return api.post<PlatformFeed>("/api/admin/calendar/feed-url");
}

export function useResetPlatformFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPlatformFeed,
    onSuccess: (feed) => queryClient.setQueryData(getPlatformFeedQueryOptions().queryKey, feed),
  });
}
