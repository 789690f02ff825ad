import type { AppNotification } from "../../_shared/portable/contracts/notifications.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import { renderNotification } from "../../_shared/portable/messages/notification-messages.ts";
import { type Statement, statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

export interface NotificationList {
  items: Sent<AppNotification>[];
  /** How many of the caller's notifications the list holds (the unread ones with `unread`). */
  total: number;
  /** How many of the caller's notifications are unread, whatever the list holds. */
  unreadCount: number;
  /** How many of those are support's answers in the chat (`chat_reply`): the Support link's count. */
  unreadChatReplies: number;
}

type StoredNotification = Omit<Sent<AppNotification>, "title" | "message">;

type NotificationRow = StoredNotification & {
  total: number;
  unreadCount: number;
  unreadChatReplies: number;
};

/** The row with the title and message the catalogue renders from its type and data. */
function withWords(item: StoredNotification): Sent<AppNotification> {
  const { title, text } = renderNotification(item.type, item.data);
  return { ...item, title, message: text };
}

/**
 * A page of the caller's notifications, newest first, with the counts the bell shows: one
 * statement, the counts joined to the page, so a page past the end still has its counts (one row
 * whose notification columns are null).
 */
export function listNotifications(
  tx: Tx,
  { page, pageSize, unread }: { page: number; pageSize: number; unread: boolean },
): Statement<NotificationList> {
  const where = tx`where n.user_id = (select auth.uid()) ${unread ? tx`and not n.is_read` : tx``}`;
  const rows = tx<NotificationRow[]>`
    select counts.total, unread."unreadCount", unread."unreadChatReplies", listed.*
    from (select count(*)::int as total from public.notifications n ${where}) counts
    cross join (
      select
        count(*)::int as "unreadCount",
        count(*) filter (where u.type = 'chat_reply')::int as "unreadChatReplies"
      from public.notifications u
      where u.user_id = (select auth.uid()) and not u.is_read
    ) unread
    left join lateral (
      select
        n.id,
        n.user_id as "userId",
        n.type,
        n.data,
        n.is_read as "isRead",
        n.read_at as "readAt",
        n.scheduled_for as "scheduledFor",
        n.sent_at as "sentAt",
        n.created_at as "createdAt"
      from public.notifications n ${where}
      order by n.created_at desc, n.id
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ) listed on true
    order by listed."createdAt" desc, listed.id
  `;
  return statement(rows, (found) => ({
    items: found.flatMap(({ total: _, unreadCount: __, unreadChatReplies: ___, ...item }) =>
      item.id ? [withWords(item)] : [],
    ),
    total: found[0]?.total ?? 0,
    unreadCount: found[0]?.unreadCount ?? 0,
    unreadChatReplies: found[0]?.unreadChatReplies ?? 0,
  }));
}

/** Marks the caller's notifications `ids` (all of them without) read; the ids it changed. */
export function markOwnNotificationsRead(
  tx: Tx,
  ids: string[] | undefined,
  type: string | undefined,
) {
  return tx<{ id: string }[]>`
    update public.notifications n set is_read = true
    where n.user_id = (select auth.uid()) and not n.is_read
      ${ids ? tx`and n.id = any(${ids}::uuid[])` : tx``}
      ${type ? tx`and n.type = ${type}` : tx``}
    returning n.id
  `;
}
