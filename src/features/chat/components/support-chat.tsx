import { useRef, useState } from "react";
import { QueryState } from "@/components/ui/query-state";
import { useStickToBottom } from "@/hooks/use-stick-to-bottom";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/current-user";
import { reportedOffline } from "@/lib/offline/offline-error";
import { notifyError } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";
import { useChatMessages } from "../api/get-chat-messages";
import { useSendChatMessage } from "../api/send-chat-message";
import { useChatMessagesSubscription } from "../api/subscribe-chat-messages";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { QuickActions } from "./quick-actions";
import { useLoginRedirect } from "./use-login-redirect";

export const SEND_FAILED = "Failed to send message. Please try again.";
export const SEND_FAILED_INACTIVE =
  "Failed to send message. Your account is inactive: messages can be sent again once an admin reactivates it.";

/**
 * The partner's conversation with the Support Agent: the history (polled every 3 s and pushed
 * by Realtime), quick actions and the message box.
 */
export function SupportChat() {
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendChatMessage({ senderId: userId ?? "" });
  const messages = useChatMessages({ paused: send.isPending });
  useChatMessagesSubscription(userId);
  const list = messages.data ?? [];
  const stick = useStickToBottom<HTMLDivElement>(list.at(-1)?.id);
  const redirectToLogin = useLoginRedirect();

  const submit = () => {
    const message = draft.trim();
    if (!message || send.isPending) return;
    // Whoever sends wants to see their message and the answer, even if scrolled up before.
    stick.scrollToBottom();
    send.mutate(
      { message, messageType: "text" },
      {
        // Typing went on while it was sent: keep what is new.
        onSuccess: () => setDraft((current) => (current.trim() === message ? "" : current)),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) redirectToLogin();
          else if (!reportedOffline(error, notifyError)) {
            notifyError({
              title: "Error",
              description:
                user?.isActive === false
                  ? SEND_FAILED_INACTIVE
                  : failureMessage(error, SEND_FAILED),
            });
          }
        },
      },
    );
  };

  const pick = (text: string) => {
    setDraft(text);
    inputRef.current?.focus();
  };

  return (
    <section
      aria-label="Conversation with the Support Agent"
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-box border border-base-300 bg-base-200/60"
    >
      <div className="flex min-h-0 flex-1 flex-col">
        <QueryState
          isPending={messages.isPending}
          error={messages.data ? null : messages.error}
          onRetry={() => void messages.refetch()}
          label="Loading messages..."
        >
          <ChatMessageList
            messages={list}
            scrollRef={stick.ref}
            onScroll={stick.onScroll}
            hasNew={stick.hasNew}
            onShowNew={stick.scrollToBottom}
          />
        </QueryState>
      </div>
      <div className="flex flex-col gap-3 border-t border-base-300 bg-base-100 p-3">
        <QuickActions onPick={pick} />
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={submit}
          sending={send.isPending}
          inputRef={inputRef}
        />
      </div>
    </section>
  );
}
