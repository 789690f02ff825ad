import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getNotificationsQueryOptions } from "./get-notifications";

/** POST /api/notifications/read: those `ids`, or without them every unread one, become read. */
export function markNotificationsRead(ids?: string[]) {
  return api.post<{ updated: number; ids: string[] }>(
    "/api/notifications/read",
    ids ? { ids } : {},
  );
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey }),
  });
}
