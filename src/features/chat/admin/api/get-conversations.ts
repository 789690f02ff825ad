import type { Page } from "@shared/contracts/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { Conversation } from "../types";

/** Realtime refreshes the inbox at once; this slow poll covers a dropped connection. */
export const INBOX_FALLBACK_POLL_MS = 30_000;

export const CONVERSATIONS_PAGE_SIZE = 100;

/** Every search of the inbox: invalidate with this to refresh whichever is shown. */
export const conversationsQueryKey = ["admin", "chat", "conversations"] as const;

/**
 * GET /api/admin/chat: conversations with unread partner messages first, then the latest;
 * with a search, those whose partner or messages match.
 */
export function getConversations(search = "") {
  const params = new URLSearchParams({ pageSize: String(CONVERSATIONS_PAGE_SIZE) });
  if (search.trim()) params.set("search", search.trim());
  return api.get<Page<Conversation>>(`/api/admin/chat?${params}`);
}

export function getConversationsQueryOptions(search = "") {
  return queryOptions({
    queryKey: [...conversationsQueryKey, search.trim()],
    queryFn: () => getConversations(search),
    refetchInterval: INBOX_FALLBACK_POLL_MS,
    // The list stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });
}

export function useConversations(search = "") {
  return useQuery(getConversationsQueryOptions(search));
}
