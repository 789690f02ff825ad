import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getPlatformFeedQueryOptions } from "./get-platform-feed";

/** DELETE /api/admin/calendar/feed-url: the URL answers 404 from then on. */
export function turnOffPlatformFeed() {
  return api.delete<void>("/api/admin/calendar/feed-url");
}

export function useTurnOffPlatformFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffPlatformFeed,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPlatformFeedQueryOptions().queryKey }),
  });
}
