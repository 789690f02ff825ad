import type { Ref } from "react";
import { BellIcon } from "@/components/ui/icons";

export interface NotificationsButtonProps {
  unreadCount?: number;
  expanded?: boolean;
  /** The id of the dropdown the button opens. */
  controls?: string;
  onClick?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The badge's text: counts above 99 read "99+". */
export const unreadBadgeText = (count: number) => (count > 99 ? "99+" : String(count));

/**
 * The bell in the navigation bar. The unread badge shows when `unreadCount` is above 0; a
 * notifications feature supplies the count and its dropdown through NavBar's `notifications`.
 */
export function NotificationsButton({
  unreadCount = 0,
  expanded,
  controls,
  onClick,
  ref,
}: NotificationsButtonProps) {
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : "Notifications";
  return (
    <button
      ref={ref}
      type="button"
      className="btn btn-ghost btn-circle"
      aria-label={label}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      <span className="indicator">
        <BellIcon />
        {unreadCount > 0 ? (
          <span className="indicator-item badge badge-xs badge-error" aria-hidden="true">
            {unreadBadgeText(unreadCount)}
          </span>
        ) : null}
      </span>
    </button>
  );
}
