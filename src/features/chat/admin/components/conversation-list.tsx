import { useMemo } from "react";
import { Link } from "react-router-dom";
import { chatDayLabel } from "@/components/ui/chat-bubble";
import { SearchField } from "@/components/ui/search-field";
import { useDebouncedSearch } from "@/hooks/use-debounced-search";
import { formatTime } from "@/utils/format";
import { userDisplayName } from "@/utils/user-display";
import type { Conversation } from "../types";

export interface ConversationListProps {
  conversations: Conversation[];
  selectedId?: string;
  /** How many conversations the server has for the search; more than were loaded, perhaps. */
  total?: number;
  /** The search the server answered `conversations` for. */
  search?: string;
  /** Hands a new search to the server once typing pauses. */
  onSearch?: (search: string) => void;
}

/** Unread or waiting conversations first, then the latest: the inbox's working order. */
export function sortConversations(conversations: Conversation[]) {
  const first = (c: Conversation) => Number(c.unreadCount > 0 || c.awaitingPerson);
  return [...conversations].sort(
    (a, b) => first(b) - first(a) || b.lastMessageAt.localeCompare(a.lastMessageAt),
  );
}

function matches(conversation: Conversation, search: string) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [
    userDisplayName(conversation),
    conversation.email,
    conversation.businessName,
    conversation.lastMessage,
  ].some((field) => field?.toLowerCase().includes(needle));
}

/** When the last message came: its time today, else its day. */
function lastActivity(iso: string) {
  const day = chatDayLabel(iso);
  return day === "Today" ? formatTime(iso) : day;
}

/**
 * The partners' conversations; each opens its thread. Typing narrows the loaded ones at once,
 * and the search goes to the server once typing pauses, so conversations past the loaded page
 * are found too.
 */
export function ConversationList({
  conversations,
  selectedId,
  total,
  search: committed = "",
  onSearch = () => {},
}: ConversationListProps) {
  const [search, setSearch, commitSearch] = useDebouncedSearch(committed, onSearch);
  // The server's answer for what is typed stands as it is (it also searched older messages);
  // until it comes, the loaded conversations are narrowed here.
  const shown = useMemo(() => {
    const sorted = sortConversations(conversations);
    if (search.trim() === committed.trim()) return sorted;
    return sorted.filter((c) => matches(c, search));
  }, [conversations, search, committed]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-base-300 p-3">
        <SearchField
          label="Search conversations"
          hideLabel
          placeholder="Search by partner, business or message"
          value={search}
          onChange={setSearch}
          onBlur={commitSearch}
        />
      </div>
      {conversations.length === 0 && !search.trim() ? (
        <p className="p-6 text-center text-base-content/80">
          No conversations yet. Messages partners send to the Support Agent will appear here.
        </p>
      ) : shown.length === 0 ? (
        <p className="p-6 text-center text-base-content/80">No conversations match your search.</p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-base-300 overflow-y-auto">
          {shown.map((conversation) => (
            <li key={conversation.userId}>
              <ConversationItem
                conversation={conversation}
                selected={conversation.userId === selectedId}
              />
            </li>
          ))}
        </ul>
      )}
      {total && total > conversations.length ? (
        <p className="border-t border-base-300 p-2 text-center text-xs text-base-content/80">
          Showing the {conversations.length} most recent of {total}{" "}
          {committed.trim() ? "matching conversations" : "conversations"}.
        </p>
      ) : null}
    </div>
  );
}

function ConversationItem({
  conversation,
  selected,
}: {
  conversation: Conversation;
  selected: boolean;
}) {
  const name = userDisplayName(conversation);
  const unread = conversation.unreadCount;
  return (
    <Link
      to={{ search: `?user=${conversation.userId}` }}
      aria-current={selected ? "true" : undefined}
      className={`flex flex-col gap-1 px-4 py-3 hover:bg-base-200 focus-visible:bg-base-200 ${selected ? "bg-primary/10" : ""}`}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className={`truncate ${unread > 0 ? "font-bold" : "font-medium"}`}>{name}</span>
        <time dateTime={conversation.lastMessageAt} className="shrink-0 text-xs">
          {lastActivity(conversation.lastMessageAt)}
        </time>
      </span>
      {conversation.businessName ? (
        <span className="truncate text-sm text-base-content/80">{conversation.businessName}</span>
      ) : null}
      <span className="flex items-center justify-between gap-2">
        <span className="line-clamp-1 text-sm text-base-content/80">
          {conversation.lastSenderType === "agent" ? "Support Agent: " : ""}
          {conversation.lastMessage}
        </span>
        <span className="flex shrink-0 gap-1">
          {conversation.awaitingPerson ? (
            <span className="badge badge-warning badge-sm">Waiting for you</span>
          ) : null}
          {unread > 0 ? (
            <span className="badge badge-primary badge-sm">
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
