import { useEffect, useRef } from "react";
import { useNotifications } from "../api/get-notifications";
import { useMarkSupportRepliesRead } from "../api/mark-support-replies-read";

/**
 * While the support chat is open, support's answers count as read: on opening it, and as each
 * new one arrives (the count comes live over Realtime), so the Support link's count clears.
 * Each count is tried once, so a failing call is not repeated in a loop.
 */
export function useReadSupportReplies() {
  const notifications = useNotifications();
  const unread = notifications.data?.unreadChatReplies ?? 0;
  const seenAt = notifications.dataUpdatedAt;
  const tried = useRef(0);
  const { mutate } = useMarkSupportRepliesRead();
  useEffect(() => {
    if (unread === 0 || tried.current === seenAt) return;
    tried.current = seenAt;
    mutate();
  }, [unread, seenAt, mutate]);
}

/** How many of support's answers the partner has not read yet. */
export function useUnreadSupportReplies(): number {
  return useNotifications().data?.unreadChatReplies ?? 0;
}
