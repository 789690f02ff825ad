import type { ChatMessageInput } from "@shared/schemas/chat";
import { useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";
import type { ChatMessage } from "@/types/chat";
import { getChatMessagesQueryOptions } from "./get-chat-messages";

export interface SendChatMessageResult {
  message: ChatMessage;
  reply: ChatMessage;
  handledBy: "agent" | "human";
}

/** POST /api/chat/send: stores the message; the answer carries the agent's immediate reply. */
export function sendChatMessage(input: ChatMessageInput, idempotencyKey?: string) {
  return api.post<SendChatMessageResult>(
    "/api/chat/send",
    { message: input.message.trim(), messageType: input.messageType ?? "text" },
    { idempotencyKey },
  );
}

/** Appends the newest messages unless a refresh already brought them. */
function merge(list: ChatMessage[], arrived: ChatMessage[]) {
  const known = new Set(list.map((message) => message.id));
  return [...list, ...arrived.filter((message) => !known.has(message.id))];
}

let pendingCount = 0;

/**
 * Shows the message at once as "sending" (product §2's chat), then swaps in the stored message
 * and the agent's reply from the answer and refreshes the conversation.
 */
export function useSendChatMessage({ senderId }: { senderId: string }) {
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfter();
  const { queryKey } = getChatMessagesQueryOptions();
  return useIdempotentMutation({
    mutationFn: sendChatMessage,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      pendingCount += 1;
      const pending: ChatMessage = {
        id: `pending-${pendingCount}`,
        userId: senderId,
        senderId,
        senderType: "user",
        message: input.message.trim(),
        messageType: input.messageType ?? "text",
        status: "sending",
        whatsappMessageId: null,
        tourId: null,
        tourTitle: null,
        createdAt: new Date().toISOString(),
      };
      queryClient.setQueryData(queryKey, (list = []) => [...list, pending]);
      return { pendingId: pending.id };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(queryKey, (list = []) =>
        list.filter((message) => message.id !== context?.pendingId),
      );
    },
    onSuccess: (result, _input, context) => {
      queryClient.setQueryData(queryKey, (list = []) =>
        merge(
          list.filter((message) => message.id !== context.pendingId),
          [result.message, result.reply],
        ),
      );
    },
    onSettled: () => refreshAfter("chat-message-sent"),
  });
}
