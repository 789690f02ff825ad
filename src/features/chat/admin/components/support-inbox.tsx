import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ChatIcon } from "@/components/ui/icons";
import { QueryState } from "@/components/ui/query-state";
import { useConversations } from "../api/get-conversations";
import { useSupportMessagesSubscription } from "../api/subscribe-support-messages";
import { ConversationList } from "./conversation-list";
import { ConversationThread } from "./conversation-thread";

const PANEL =
  "min-h-0 flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 lg:flex";

/**
 * The admins' support inbox: conversations beside the open one on wide screens; on small
 * screens the list, then the chosen conversation on its own with a Back button. The open
 * conversation is in the address (?user=), so it survives a reload and the browser's Back.
 */
export function SupportInbox() {
  const [params, setParams] = useSearchParams();
  const openId = params.get("user") ?? undefined;
  const [search, setSearch] = useState("");
  const conversations = useConversations(search);
  useSupportMessagesSubscription(openId);
  const items = conversations.data?.items ?? [];
  const open = items.find((conversation) => conversation.userId === openId);

  return (
    <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
      <section aria-label="Conversations" className={`${PANEL} ${openId ? "hidden" : "flex"}`}>
        <QueryState
          isPending={conversations.isPending}
          error={conversations.data ? null : conversations.error}
          onRetry={() => void conversations.refetch()}
          label="Loading conversations..."
        >
          <ConversationList
            conversations={items}
            selectedId={openId}
            total={conversations.data?.total}
            search={search}
            onSearch={setSearch}
          />
        </QueryState>
      </section>
      <section aria-label="Open conversation" className={`${PANEL} ${openId ? "flex" : "hidden"}`}>
        {openId ? (
          <ConversationThread
            key={openId}
            userId={openId}
            conversation={open}
            onBack={() => setParams({})}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
            <ChatIcon className="size-10 text-primary" />
            <p className="text-lg font-semibold">No conversation selected</p>
            <p className="text-base-content/80">
              Choose a conversation to read it and answer as the Support Agent.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
