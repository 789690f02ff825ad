import { BellIcon } from "@/components/ui/icons";

export interface NotificationsButtonProps {
  unreadCount?: number;
  expanded?: boolean;
  onClick?: () => void;
}

/**
 * The bell in the navigation bar. The unread badge shows when `unreadCount` is above 0; a
 * notifications feature supplies the count and its dropdown through NavBar's `notifications`.
 */
export function NotificationsButton({
  unreadCount = 0,
  expanded,
  onClick,
}: NotificationsButtonProps) {
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : "Notifications";
  return (
    <button
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={label}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <span className="indicator">
        <BellIcon />
        {unreadCount > 0 ? (
          <span className="indicator-item badge badge-xs badge-error" aria-hidden="true">
            {unreadCount > 99 ? "99+" : unreadCount}
          </span>
        ) : null}
      </span>
    </button>
  );
}
