import { Fragment, type Ref } from "react";
import { ChatBubble, ChatDaySeparator, startsNewDay } from "@/components/ui/chat-bubble";
import type { ChatMessage } from "@/types/chat";
import { ChatWelcome } from "./chat-welcome";
import { DeliveryMarker } from "./delivery-marker";

export interface ChatMessageListProps {
  messages: ChatMessage[];
  scrollRef: Ref<HTMLDivElement>;
  onScroll: () => void;
  /** Something arrived below while the reader was scrolled up. */
  hasNew: boolean;
  onShowNew: () => void;
}

/**
 * The partner's conversation, oldest first: their messages on the right with a delivery
 * marker, the Support Agent's on the left, a separator at each new day. A polite live log, so
 * screen readers announce each arriving message.
 */
export function ChatMessageList({
  messages,
  scrollRef,
  onScroll,
  hasNew,
  onShowNew,
}: ChatMessageListProps) {
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label="Messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
        tabIndex={0}
        className="h-full overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:outline-primary sm:px-5"
      >
        {messages.length === 0 ? <ChatWelcome /> : null}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {startsNewDay(messages[index - 1], message.createdAt) ? (
              <ChatDaySeparator createdAt={message.createdAt} />
            ) : null}
            <MessageBubble message={message} />
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

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.senderType === "user";
  return (
    <ChatBubble
      side={mine ? "end" : "start"}
      author={mine ? "You" : "Support Agent"}
      createdAt={message.createdAt}
      tone={mine ? "primary" : "plain"}
      pending={message.status === "sending"}
      footer={mine ? <DeliveryMarker status={message.status} /> : undefined}
    >
      {message.message}
    </ChatBubble>
  );
}
