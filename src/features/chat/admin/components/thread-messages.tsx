import type { Ref } from "react";
import { ChatBubble } from "@/components/ui/chat-bubble";
import { ChatLog } from "@/components/ui/chat-log";
import type { ChatMessage } from "@/types/chat";
import { DeliveryMarker } from "../../components/delivery-marker";
import { TourTag } from "../../components/tour-tag";

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
 * Under an answer that went to the partner's WhatsApp: where it went and how far it got there
 * (its chat message follows WhatsApp's statuses). Answers read in the portal have none.
 */
function whatsAppDelivery(message: ChatMessage) {
  if (message.senderType !== "agent" || !message.whatsappMessageId) return undefined;
  return (
    <span className="inline-flex items-center gap-1">
      WhatsApp
      <DeliveryMarker status={message.status} />
    </span>
  );
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
    <ChatLog
      label={`Conversation with ${partnerName}`}
      className="bg-base-200/60"
      messages={messages}
      empty={<p className="py-8 text-center text-base-content/80">No messages yet.</p>}
      renderMessage={(message) => (
        <ChatBubble
          side={message.senderType === "user" ? "start" : "end"}
          author={authorOf(message, partnerName, adminId)}
          createdAt={message.createdAt}
          tone={message.senderType === "user" ? "plain" : message.senderId ? "primary" : "muted"}
          footer={whatsAppDelivery(message)}
          about={<TourTag message={message} />}
        >
          {message.message}
        </ChatBubble>
      )}
      scrollRef={scrollRef}
      onScroll={onScroll}
      hasNew={hasNew}
      onShowNew={onShowNew}
    />
  );
}
