import type { AdminChatReplyInput } from "@shared/schemas/admin-chat-reply";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";
import { useIdempotentMutation } from "@/lib/submission";
import type { ChatMessage } from "@/types/chat";

/** POST /api/admin/chat/{userId}: an admin's answer, as the Support Agent. */
export function createSupportReply(
  userId: string,
  input: AdminChatReplyInput,
  idempotencyKey?: string,
) {
  return api.post<ChatMessage>(
    `/api/admin/chat/${encodeURIComponent(userId)}`,
    { message: input.message.trim(), ...(input.tourId ? { tourId: input.tourId } : {}) },
    { idempotencyKey },
  );
}

export function useCreateSupportReply(userId: string) {
  const refreshAfter = useRefreshAfter();
  return useIdempotentMutation({
    mutationFn: (input: AdminChatReplyInput, idempotencyKey: string) =>
      createSupportReply(userId, input, idempotencyKey),
    onSuccess: () => refreshAfter("support-reply-sent"),
  });
}
