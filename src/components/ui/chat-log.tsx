import { Fragment, type ReactNode, type Ref } from "react";
import { ChatDaySeparator, startsNewDay } from "@/components/ui/chat-bubble";

export interface ChatLogProps<Message extends { id: string; createdAt: string }> {
  /** The log's accessible name. */
  label: string;
  /** Classes added to the scrolling region (background, wider padding). */
  className?: string;
  messages: Message[];
  /** Shown above the messages while there are none. */
  empty: ReactNode;
  renderMessage: (message: Message) => ReactNode;
  scrollRef: Ref<HTMLDivElement>;
  onScroll: () => void;
  /** Something arrived below while the reader was scrolled up. */
  hasNew: boolean;
  onShowNew: () => void;
}

/**
 * A conversation, oldest first, with a separator at each new day and a "New messages" button
 * while the reader is scrolled up. A polite live log, so screen readers announce each arrival.
 */
export function ChatLog<Message extends { id: string; createdAt: string }>({
  label,
  className = "",
  messages,
  empty,
  renderMessage,
  scrollRef,
  onScroll,
  hasNew,
  onShowNew,
}: ChatLogProps<Message>) {
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
        tabIndex={0}
        className={`h-full overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:outline-primary ${className}`}
      >
        {messages.length === 0 ? empty : null}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {startsNewDay(messages[index - 1], message.createdAt) ? (
              <ChatDaySeparator createdAt={message.createdAt} />
            ) : null}
            {renderMessage(message)}
          </Fragment>
        ))}
      </div>
      {hasNew ? (
        <button
          type="button"
          className="btn btn-primary btn-sm absolute bottom-3 left-1/2 -translate-x-1/2 shadow"
          onClick={onShowNew}
        >
          New messages
        </button>
      ) : null}
    </div>
  );
}
