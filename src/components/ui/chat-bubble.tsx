import { isSameDay, isToday, isYesterday, parseISO } from "date-fns";
import type { ReactNode } from "react";
import { formatDate, formatTime } from "@/utils/format";

export interface ChatBubbleProps {
  /** "end" is the viewer's own side (right), "start" the other party's (left). */
  side: "start" | "end";
  /** Who wrote it, shown above the bubble. */
  author: ReactNode;
  /** ISO 8601; shown as "3:00 PM" in the viewer's zone. */
  createdAt: string;
  /** primary: the brand colour; muted: grey, for what a machine wrote; plain: the card colour. */
  tone?: "primary" | "muted" | "plain";
  /** Under the bubble: a delivery marker, a note. */
  footer?: ReactNode;
  /** Beside the author: what the message is about (a tour's link). */
  about?: ReactNode;
  /** Not confirmed by the server yet. */
  pending?: boolean;
  children: ReactNode;
}

const TONES = {
  primary: "chat-bubble-primary",
  muted: "bg-base-300 text-base-content",
  plain: "bg-base-100 text-base-content border border-base-300",
} as const;

/** One message as a daisyUI chat bubble: author and time above, text, then the footer. */
export function ChatBubble({
  side,
  author,
  createdAt,
  tone = "plain",
  footer,
  about,
  pending,
  children,
}: ChatBubbleProps) {
  return (
    <div
      className={`chat ${side === "end" ? "chat-end" : "chat-start"}`}
      data-side={side}
      aria-busy={pending || undefined}
    >
      <div className="chat-header flex items-baseline gap-2 text-sm text-base-content/80">
        <span className="font-medium">{author}</span>
        <time dateTime={createdAt} className="text-xs">
          {formatTime(createdAt)}
        </time>
        {about}
      </div>
      <div
        className={`chat-bubble max-w-[85%] break-words whitespace-pre-wrap ${TONES[tone]} ${pending ? "opacity-70" : ""}`}
      >
        {children}
      </div>
      {footer ? <div className="chat-footer text-xs text-base-content/80">{footer}</div> : null}
    </div>
  );
}

/** "Today", "Yesterday", else "Jan 5, 2025": the label of the separator above a day's messages. */
export function chatDayLabel(createdAt: string): string {
  const date = parseISO(createdAt);
  if (isToday(date)) return "Today";
  if (isYesterday(date)) return "Yesterday";
  return formatDate(date);
}

/** Whether a message starts a new day in the viewer's zone (the first one always does). */
export function startsNewDay(previous: { createdAt: string } | undefined, createdAt: string) {
  return !previous || !isSameDay(parseISO(previous.createdAt), parseISO(createdAt));
}

export function ChatDaySeparator({ createdAt }: { createdAt: string }) {
  return <div className="divider my-2 text-xs text-base-content/80">{chatDayLabel(createdAt)}</div>;
}
