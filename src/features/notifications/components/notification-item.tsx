import { messageLink } from "@shared/messages/message-links";
import { renderNotification } from "@shared/messages/notification-messages";
import { formatDistanceToNow, parseISO } from "date-fns";
import { Link } from "react-router-dom";
import { formatDateTime } from "@/utils/format";
import type { AppNotification } from "../types";

export interface NotificationItemProps {
  notification: AppNotification;
  /** An admin's list: its links open the admin's pages. */
  forAdmin: boolean;
  /** Opening it (following its link, or pressing it when it has none). */
  onOpen: (notification: AppNotification) => void;
}

const ROW =
  "flex w-full gap-3 rounded-box px-3 py-2.5 text-left hover:bg-base-200 focus-visible:outline-2 focus-visible:outline-primary";

/** One notification of the list, in the words the messages catalogue gives its type and data. */
export function NotificationItem({ notification, forAdmin, onOpen }: NotificationItemProps) {
  const words = renderNotification(notification.type, notification.data);
  const content = (
    <>
      <span
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${notification.isRead ? "" : "bg-primary"}`}
        aria-hidden="true"
      />
      <span className="min-w-0 flex-1">
        <span className={`block ${notification.isRead ? "font-medium" : "font-bold"}`}>
          {notification.isRead ? null : <span className="sr-only">Unread: </span>}
          {words.title}
        </span>
        <span className="block text-sm break-words text-base-content/80">{words.text}</span>
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="block text-xs text-base-content/70"
        >
          {formatDistanceToNow(parseISO(notification.createdAt), { addSuffix: true })}
        </time>
      </span>
    </>
  );
  // The page the message is about, as its e-mail's button opens it (the messages catalogue).
  const target = messageLink(notification.type, notification.data, forAdmin);
  return (
    <li className={notification.isRead ? "" : "bg-primary/5"}>
      <Link to={target} className={ROW} onClick={() => onOpen(notification)}>
        {content}
      </Link>
    </li>
  );
}
