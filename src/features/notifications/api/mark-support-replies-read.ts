import type { MarkedRead } from "@shared/contracts/notifications";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/notifications/read {type: "chat_reply"}: support's answers, read in the chat. */
export function markSupportRepliesRead() {
  return api.post<MarkedRead>("/api/notifications/read", {
    type: "chat_reply",
  });
}

export function useMarkSupportRepliesRead() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: markSupportRepliesRead,
    onSuccess: () => refreshAfter("notifications-read"),
  });
}
