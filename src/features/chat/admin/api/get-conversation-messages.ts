import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "@/lib/api-client";
import type { ChatMessage } from "@/types/chat";
import { conversationsQueryKey, INBOX_FALLBACK_POLL_MS } from "./get-conversations";

/** GET /api/admin/chat/{userId}: the whole conversation, oldest first; marks it read. */
export function getConversationMessages(userId: string) {
  return api.get<ChatMessage[]>(`/api/admin/chat/${encodeURIComponent(userId)}`);
}

/** Every open conversation: invalidate with this to refresh whichever is shown. */
export const conversationMessagesQueryKey = ["admin", "chat", "messages"] as const;

export function getConversationMessagesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...conversationMessagesQueryKey, userId],
    queryFn: () => getConversationMessages(userId),
    refetchInterval: INBOX_FALLBACK_POLL_MS,
  });
}

/**
 * The open conversation. Reading it marks the partner's messages read, so each load also
 * refreshes the list's unread badges.
 */
export function useConversationMessages(userId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(getConversationMessagesQueryOptions(userId));
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
  }, [loadedAt, queryClient]);
  return query;
}
