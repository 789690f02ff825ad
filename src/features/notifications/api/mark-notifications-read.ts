import type { MarkedRead } from "@shared/contracts/notifications";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useRefreshAfter } from "@/lib/refresh";

/** POST /api/notifications/read: those `ids`, or without them every unread one, become read. */
export function markNotificationsRead(ids?: string[]) {
  return api.post<MarkedRead>("/api/notifications/read", ids ? { ids } : {});
}

export function useMarkNotificationsRead() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => refreshAfter("notifications-read"),
  });
}
