import type { Database } from "../database.types.ts";
import type { Page } from "./api.ts";

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
  scheduledFor: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** POST /api/notifications/read: how many were marked, and which. */
export interface MarkedRead {
  updated: number;
  ids: string[];
}

/** GET /api/notifications: a page with how many of the caller's notifications are unread. */
export interface NotificationsPage extends Page<AppNotification> {
  unreadCount: number;
  /** Support's unread answers in the chat: the Support link's count. */
  unreadChatReplies: number;
}
