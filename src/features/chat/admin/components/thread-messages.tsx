import { Fragment, type Ref } from "react";
import { ChatBubble, ChatDaySeparator, startsNewDay } from "@/components/ui/chat-bubble";
import type { ChatMessage } from "@/types/chat";

export interface ThreadMessagesProps {
  messages: ChatMessage[];
  partnerName: string;
  /** The signed-in admin, whose own answers read "You". */
  adminId?: string;
  scrollRef: Ref<HTMLDivElement>;
  onScroll: () => void;
  hasNew: boolean;
  onShowNew: () => void;
}

/** Who wrote a message, as the inbox names them: automated answers apart from admins'. */
export function authorOf(message: ChatMessage, partnerName: string, adminId?: string) {
  if (message.senderType === "user") return partnerName;
  if (!message.senderId) return "Support Agent · Automated";
  return message.senderId === adminId ? "Support Agent · You" : "Support Agent · Admin";
}

/**
 * A conversation seen from the support side: the partner's messages on the left, the Support
 * Agent's on the right, admins' answers in the brand colour and automated ones in grey.
 */
export function ThreadMessages({
  messages,
  partnerName,
  adminId,
  scrollRef,
  onScroll,
  hasNew,
  onShowNew,
}: ThreadMessagesProps) {
  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={`Conversation with ${partnerName}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll by keyboard
        tabIndex={0}
        className="h-full overflow-y-auto bg-base-200/60 px-3 py-4 focus-visible:outline-2 focus-visible:outline-primary"
      >
        {messages.length === 0 ? (
          <p className="py-8 text-center text-base-content/80">No messages yet.</p>
        ) : null}
        {messages.map((message, index) => (
          <Fragment key={message.id}>
            {startsNewDay(messages[index - 1], message.createdAt) ? (
              <ChatDaySeparator createdAt={message.createdAt} />
            ) : null}
            <ChatBubble
              side={message.senderType === "user" ? "start" : "end"}
              author={authorOf(message, partnerName, adminId)}
              createdAt={message.createdAt}
              tone={
                message.senderType === "user" ? "plain" : message.senderId ? "primary" : "muted"
              }
            >
              {message.message}
            </ChatBubble>
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
