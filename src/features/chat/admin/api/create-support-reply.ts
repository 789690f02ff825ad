import type { AdminChatReplyInput } from "@shared/schemas/admin-chat-reply";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import type { ChatMessage } from "@/types/chat";

/** POST /api/admin/chat/{userId}: an admin's answer, as the Support Agent. */
export function createSupportReply(userId: string, input: AdminChatReplyInput) {
  return api.post<ChatMessage>(`/api/admin/chat/${encodeURIComponent(userId)}`, {
    message: input.message.trim(),
  });
}

export function useCreateSupportReply(userId: string) {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: (input: AdminChatReplyInput) => createSupportReply(userId, input),
    onSuccess: () => refreshAfter("support-reply-sent"),
  });
}
