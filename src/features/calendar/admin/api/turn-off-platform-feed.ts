import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** DELETE /api/admin/calendar/feed-url: the URL answers 404 from then on. */
export function turnOffPlatformFeed() {
  return api.delete<void>("/api/admin/calendar/feed-url");
}

export function useTurnOffPlatformFeed() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: turnOffPlatformFeed,
    onSuccess: () => refreshAfter("platform-feed-changed"),
  });
}
