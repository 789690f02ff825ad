import type { PartnerFeed } from "@shared/contracts/calendar";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getFeedUrlQueryOptions } from "./get-feed-url";

/** POST /api/calendar/feed-url: a new private URL; the old one stops working at once. */
export function resetFeedUrl() {
  return api.post<PartnerFeed>("/api/calendar/feed-url");
}

export function useResetFeedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetFeedUrl,
    onSuccess: (feed) => {
      queryClient.setQueryData(getFeedUrlQueryOptions().queryKey, feed);
    },
  });
}
