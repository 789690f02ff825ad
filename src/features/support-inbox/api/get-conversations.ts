import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Page } from "@/types/api";
import type { Conversation } from "../types";

/** Realtime refreshes the inbox at once; this slow poll covers a dropped connection. */
export const INBOX_FALLBACK_POLL_MS = 30_000;

/** GET /api/admin/chat: conversations with unread partner messages first, then the latest. */
export function getConversations() {
  return api.get<Page<Conversation>>("/api/admin/chat?pageSize=100");
}

export function getConversationsQueryOptions() {
  return queryOptions({
    queryKey: ["admin", "chat", "conversations"],
    queryFn: getConversations,
    refetchInterval: INBOX_FALLBACK_POLL_MS,
  });
}

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}
