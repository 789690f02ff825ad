import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { NotificationsPage } from "../types";

/** How many of the latest notifications the bell's dropdown lists. */
export const LATEST_NOTIFICATIONS = 10;

/** GET /api/notifications: the latest notifications, newest first, and the unread count. */
export function getNotifications() {
  return api.get<NotificationsPage>(`/api/notifications?page=1&pageSize=${LATEST_NOTIFICATIONS}`);
}

export function getNotificationsQueryOptions() {
  return queryOptions({ queryKey: ["notifications", "latest"], queryFn: getNotifications });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
