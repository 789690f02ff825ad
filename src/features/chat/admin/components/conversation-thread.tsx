import { useEffect, useRef } from "react";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { QueryState } from "@/components/ui/query-state";
import { useStickToBottom } from "@/hooks/use-stick-to-bottom";
import { useCurrentUser } from "@/lib/current-user";
import { userDisplayName } from "@/utils/user-display";
import { useConversationMessages } from "../api/get-conversation-messages";
import type { Conversation } from "../types";
import { SupportReplyForm } from "./support-reply-form";
import { ThreadMessages } from "./thread-messages";

export interface ConversationThreadProps {
  userId: string;
  /** The list's entry, for the partner's name; absent while the list loads. */
  conversation?: Conversation;
  onBack: () => void;
}

/** One partner's conversation and the answer box. Opening it marks it read. */
export function ConversationThread({ userId, conversation, onBack }: ConversationThreadProps) {
  const messages = useConversationMessages(userId);
  const { data: me } = useCurrentUser();
  const list = messages.data ?? [];
  const stick = useStickToBottom<HTMLDivElement>(list.at(-1)?.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = conversation ? userDisplayName(conversation) : "Conversation";
  // The answer is about the tour the partner last wrote about, when they did.
  const asked = list.findLast((message) => message.senderType === "user");
  const about = asked?.tourId ? { tourId: asked.tourId, tourTitle: asked.tourTitle } : undefined;

  // Opening a conversation moves focus to it (on small screens it replaced the list).
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-base-300 p-3">
        <button type="button" className="btn btn-ghost btn-sm lg:hidden" onClick={onBack}>
          <ArrowLeftIcon className="size-4" />
          Back
        </button>
        <div className="min-w-0">
          <h2 ref={heading} tabIndex={-1} className="truncate text-lg font-semibold outline-none">
            {name}
          </h2>
          {conversation ? (
            <p className="truncate text-sm text-base-content/80">
              {[conversation.businessName, conversation.email].filter(Boolean).join(" · ")}
            </p>
          ) : null}
        </div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col">
        <QueryState
          isPending={messages.isPending}
          error={messages.data ? null : messages.error}
          onRetry={() => void messages.refetch()}
          label="Loading conversation..."
        >
          <ThreadMessages
            messages={list}
            partnerName={name}
            adminId={me?.id}
            scrollRef={stick.ref}
            onScroll={stick.onScroll}
            hasNew={stick.hasNew}
            onShowNew={stick.scrollToBottom}
          />
        </QueryState>
      </div>
      <SupportReplyForm userId={userId} onSent={stick.scrollToBottom} about={about} />
    </div>
  );
}
