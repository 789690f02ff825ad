import type { Page } from "@shared/contracts/api";
import type { Database } from "@shared/database.types";

/** docs/api.md "Notification"; `type` as docs/database.md lists them (the database's enum). */
export type NotificationType = Database["public"]["Enums"]["notification_type"];

export interface AppNotification {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data: Record<string, unknown>;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationsPage extends Page<AppNotification> {
  unreadCount: number;
}
