import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ChatMessage } from "@/types/chat";

/** product §7/§9: the chat is the one read that polls, every 3 seconds. */
export const CHAT_POLL_INTERVAL_MS = 3000;

/** GET /api/chat/messages: the caller's latest 200 messages with the Support Agent, oldest first. */
export function getChatMessages() {
  return api.get<ChatMessage[]>("/api/chat/messages");
}

export function getChatMessagesQueryOptions() {
  return queryOptions({
    queryKey: ["chat", "messages"],
    queryFn: getChatMessages,
    refetchInterval: CHAT_POLL_INTERVAL_MS,
  });
}

/**
 * `paused` holds the poll while a message is being sent, so a poll answered just before the
 * message is stored cannot take the message off the screen.
 */
export function useChatMessages({ paused = false }: { paused?: boolean } = {}) {
  return useQuery({
    ...getChatMessagesQueryOptions(),
    refetchInterval: paused ? false : CHAT_POLL_INTERVAL_MS,
  });
}
