import type { AdminChatReplyInput } from "@shared/schemas/admin-chat-reply";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ChatMessage } from "@/types/chat";
import { getConversationMessagesQueryOptions } from "./get-conversation-messages";
import { conversationsQueryKey } from "./get-conversations";

/** POST /api/admin/chat/{userId}: an admin's answer, as the Support Agent. */
export function createSupportReply(userId: string, input: AdminChatReplyInput) {
  return api.post<ChatMessage>(`/api/admin/chat/${encodeURIComponent(userId)}`, {
    message: input.message.trim(),
  });
}

export function useCreateSupportReply(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminChatReplyInput) => createSupportReply(userId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getConversationMessagesQueryOptions(userId).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
      ]),
  });
}
