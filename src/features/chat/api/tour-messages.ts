import type { ChatMessageInput } from "@shared/schemas/chat";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";
import type { ChatMessage } from "@/types/chat";
import { CHAT_POLL_INTERVAL_MS, getChatMessagesQueryOptions } from "./get-chat-messages";

/** The answer of POST /api/tours/{id}/messages: the message, and the acknowledgement of a question. */
export interface SentTourMessage {
  message: ChatMessage;
  reply: ChatMessage | null;
}

const tourPath = (tourId: string) => `/api/tours/${encodeURIComponent(tourId)}/messages`;

/** Under the chat's key, so whatever refreshes the partner's chat refreshes the thread too. */
export function getTourMessagesQueryOptions(tourId: string) {
  return queryOptions({
    queryKey: [...getChatMessagesQueryOptions().queryKey, "tour", tourId],
    queryFn: () => api.get<ChatMessage[]>(tourPath(tourId)),
    refetchInterval: CHAT_POLL_INTERVAL_MS,
  });
}

/** GET /api/tours/{id}/messages, polled like the chat; held while a message is being sent. */
export function useTourMessages(tourId: string, { paused = false }: { paused?: boolean } = {}) {
  return useQuery({
    ...getTourMessagesQueryOptions(tourId),
    refetchInterval: paused ? false : CHAT_POLL_INTERVAL_MS,
  });
}

/** POST /api/tours/{id}/messages: the partner's question, or an admin's answer. */
export function useSendTourMessage(tourId: string) {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: (input: ChatMessageInput, idempotencyKey: string) =>
      api.post<SentTourMessage>(
        tourPath(tourId),
        { message: input.message.trim() },
        { idempotencyKey },
      ),
    onSettled: () => refreshAfter("tour-message-sent"),
  });
}
