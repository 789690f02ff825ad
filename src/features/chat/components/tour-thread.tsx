import { useState } from "react";
import { ChatBubble } from "@/components/ui/chat-bubble";
import { ChatLog } from "@/components/ui/chat-log";
import { QueryState } from "@/components/ui/query-state";
import { useStickToBottom } from "@/hooks/use-stick-to-bottom";
import { useCurrentUser } from "@/lib/current-user";
import { reportedOffline } from "@/lib/offline/offline-error";
import { notifyError } from "@/lib/toast";
import type { ChatMessage } from "@/types/chat";
import { failureMessage } from "@/utils/error-message";
import { authorOf } from "../admin/components/thread-messages";
import { useChatMessagesSubscription } from "../api/subscribe-chat-messages";
import { useSendTourMessage, useTourMessages } from "../api/tour-messages";
import { ChatComposer } from "./chat-composer";
import { DeliveryMarker } from "./delivery-marker";
import { SEND_FAILED } from "./support-chat";

/** How the thread names a message's writer, to its partner or to an admin. */
function author(message: ChatMessage, asAdmin: boolean, viewerId: string | undefined) {
  if (asAdmin) return authorOf(message, "Partner", viewerId);
  return message.senderType === "user" ? "You" : "Support Agent";
}

/**
 * A tour's questions and answers, on its page: the partner asks the support team about this
 * tour and a person answers here (and in the chat and the inbox, where the messages show the
 * tour). Polled like the chat, and pushed by Realtime to the partner.
 */
export function TourThread({ tourId }: { tourId: string }) {
  const { data: user } = useCurrentUser();
  const asAdmin = user?.role === "admin";
  const [draft, setDraft] = useState("");
  const send = useSendTourMessage(tourId);
  const messages = useTourMessages(tourId, { paused: send.isPending });
  useChatMessagesSubscription(asAdmin ? undefined : user?.id);
  const list = messages.data ?? [];
  const stick = useStickToBottom<HTMLDivElement>(list.at(-1)?.id);

  const submit = () => {
    const message = draft.trim();
    if (!message || send.isPending) return;
    stick.scrollToBottom();
    send.mutate(
      { message },
      {
        onSuccess: () => setDraft((current) => (current.trim() === message ? "" : current)),
        onError: (error) => {
          if (!reportedOffline(error, notifyError)) {
            notifyError({ title: "Error", description: failureMessage(error, SEND_FAILED) });
          }
        },
      },
    );
  };

  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="tour-questions">
      <div className="card-body gap-3 p-5">
        <h2 id="tour-questions" className="card-title text-lg">
          Questions about this tour
        </h2>
        <p className="text-sm text-base-content/80">
          {asAdmin
            ? "The partner's messages about this tour. Your answer goes to them as the Support Agent."
            : "Ask the support team about this tour. A person answers here and in your chat."}
        </p>
        <div className="flex h-80 min-h-0 flex-col overflow-hidden rounded-box border border-base-300 bg-base-200/60">
          <QueryState
            isPending={messages.isPending}
            error={messages.data ? null : messages.error}
            onRetry={() => void messages.refetch()}
            label="Loading messages..."
          >
            <ChatLog
              label="Messages about this tour"
              messages={list}
              empty={
                <p className="py-8 text-center text-base-content/80">
                  No messages about this tour yet.
                </p>
              }
              renderMessage={(message) => {
                const mine = asAdmin
                  ? message.senderType === "agent"
                  : message.senderType === "user";
                return (
                  <ChatBubble
                    side={mine ? "end" : "start"}
                    author={author(message, asAdmin, user?.id)}
                    createdAt={message.createdAt}
                    tone={mine ? "primary" : message.senderId ? "plain" : "muted"}
                    footer={
                      message.senderType === "user" && !asAdmin ? (
                        <DeliveryMarker status={message.status} />
                      ) : undefined
                    }
                  >
                    {message.message}
                  </ChatBubble>
                );
              }}
              scrollRef={stick.ref}
              onScroll={stick.onScroll}
              hasNew={stick.hasNew}
              onShowNew={stick.scrollToBottom}
            />
          </QueryState>
        </div>
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={submit}
          sending={send.isPending}
          label="Message about this tour"
          placeholder={asAdmin ? "Answer the partner..." : "Ask about this tour..."}
        />
      </div>
    </section>
  );
}
