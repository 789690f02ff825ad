import type { Ref } from "react";
import { ChatBubble } from "@/components/ui/chat-bubble";
import { ChatLog } from "@/components/ui/chat-log";
import type { ChatMessage } from "@/types/chat";
import { ChatWelcome } from "./chat-welcome";
import { DeliveryMarker } from "./delivery-marker";
import { TourTag } from "./tour-tag";

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
    <ChatLog
      label="Messages"
      className="sm:px-5"
      messages={messages}
      empty={<ChatWelcome />}
      renderMessage={(message) => <MessageBubble message={message} />}
      scrollRef={scrollRef}
      onScroll={onScroll}
      hasNew={hasNew}
      onShowNew={onShowNew}
    />
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
      about={<TourTag message={message} />}
    >
      {message.message}
    </ChatBubble>
  );
}
