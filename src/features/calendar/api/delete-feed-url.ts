import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getFeedUrlQueryOptions } from "./get-feed-url";

/** DELETE /api/calendar/feed-url: turns the feed off; its URL answers 404 from then on. */
export function deleteFeedUrl() {
  return api.delete<void>("/api/calendar/feed-url");
}

export function useDeleteFeedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedUrl,
    // Dropped rather than refetched: asking again would make a new feed straight away.
    onSuccess: () => queryClient.removeQueries({ queryKey: getFeedUrlQueryOptions().queryKey }),
  });
}
