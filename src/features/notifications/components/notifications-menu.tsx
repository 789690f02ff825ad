import { useCallback, useId, useRef, useState } from "react";
import { NotificationsButton } from "@/components/layouts/notifications-button";
import { QueryState } from "@/components/ui/query-state";
import { useDismiss } from "@/hooks/use-dismiss";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useNotifications } from "../api/get-notifications";
import { useMarkNotificationsRead } from "../api/mark-notifications-read";
import { useNotificationsSubscription } from "../api/subscribe-notifications";
import type { AppNotification } from "../types";
import { NotificationItem } from "./notification-item";

export interface NotificationsMenuProps {
  userId: string;
  /** An admin's bell: its items open the admin's pages. */
  forAdmin?: boolean;
}

/**
 * The bell with its unread count, kept live over Realtime, and a dropdown of the latest
 * notifications: opening one marks it read, "Mark all as read" the rest. Escape, a click or
 * focus outside close it.
 */
export function NotificationsMenu({ userId, forAdmin = false }: NotificationsMenuProps) {
  useNotificationsSubscription(userId);
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(open, close, container, toggle);
  const panelId = useId();
  const titleId = useId();
  const unreadCount = notifications.data?.unreadCount ?? 0;

  const markFailed = (error: unknown) =>
    notifyError({
      title: "Failed to mark notifications as read.",
      description: errorMessage(error, "Please try again."),
    });

  const openNotification = (notification: AppNotification) => {
    if (!notification.isRead) markRead.mutate([notification.id], { onError: markFailed });
    close();
  };

  return (
    <div ref={container} className="sm:relative">
      <NotificationsButton
        ref={toggle}
        unreadCount={unreadCount}
        expanded={open}
        controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      />
      <section
        id={panelId}
        hidden={!open}
        aria-labelledby={titleId}
        className="fixed inset-x-2 top-16 z-40 rounded-box border border-base-300 bg-base-100 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
      >
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-base-300 px-4 py-3">
          <h2 id={titleId} className="font-semibold">
            Notifications
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            disabled={unreadCount === 0 || markRead.isPending}
            onClick={() => markRead.mutate(undefined, { onError: markFailed })}
          >
            Mark all as read
          </button>
        </div>
        <div className="max-h-[70dvh] overflow-y-auto p-2">
          <QueryState
            isPending={notifications.isPending}
            error={notifications.error}
            onRetry={() => void notifications.refetch()}
            label="Loading notifications..."
          >
            {notifications.data?.items.length ? (
              <ul className="space-y-1">
                {notifications.data.items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    forAdmin={forAdmin}
                    onOpen={openNotification}
                  />
                ))}
              </ul>
            ) : (
              <p className="px-3 py-6 text-center text-base-content/70">
                You're all caught up: no notifications yet.
              </p>
            )}
          </QueryState>
        </div>
      </section>
    </div>
  );
}
