import type { Conversation } from "../../_shared/portable/contracts/admin.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import type { PageRequest } from "./admin-params.ts";
import { containsPattern, userMatches } from "./admin-users.ts";
import { chatColumns } from "./chat.ts";

/**
 * The partners' conversations, those with unread partner messages or waiting for a person first,
 * then the latest, and
 * how many there are; `search` finds partners by e-mail, name or business, or by what was said.
 */
export async function listConversations(tx: Tx, search: string | undefined, page: PageRequest) {
  const pattern = search ? containsPattern(search) : undefined;
  const matching = pattern
    ? tx`where ${userMatches(tx, pattern)} or exists (
        select from public.chat_messages said
        where said.user_id = u.id and said.message ilike ${pattern}
      )`
    : tx``;
  const [count] = await tx<{ total: number }[]>`
    select count(distinct m.user_id)::int as total
    from public.chat_messages m
    join public.users u on u.id = m.user_id
    ${matching}
  `;
  const items = await tx<Sent<Conversation>[]>`
    select * from (
      select
        m.user_id as "userId",
        u.email,
        u.first_name as "firstName",
        u.last_name as "lastName",
        u.business_name as "businessName",
        count(*)::int as "messageCount",
        count(*) filter (where m.sender_type = 'user' and m.status <> 'read')::int
          as "unreadCount",
        max(m.created_at) as "lastMessageAt",
        (array_agg(m.message order by m.created_at desc, m.id))[1] as "lastMessage",
        (array_agg(m.sender_type order by m.created_at desc, m.id))[1] as "lastSenderType",
        -- Nobody has answered yet: the partner spoke last, or the last word is the automatic
        -- hand-over to a person (a system message).
        (array_agg(
          m.sender_type = 'user' or m.message_type = 'system'
          order by m.created_at desc, m.id
        ))[1] as "awaitingPerson"
      from public.chat_messages m
      join public.users u on u.id = m.user_id
      ${matching}
      group by m.user_id, u.id
    ) conversations
    order by ("unreadCount" > 0 or "awaitingPerson") desc, "lastMessageAt" desc, "userId"
    limit ${page.pageSize} offset ${page.offset}
  `;
  return { items, page: page.page, pageSize: page.pageSize, total: count?.total ?? 0 };
}

export async function userExists(tx: Tx, userId: string): Promise<boolean> {
  const [user] = await tx`select id from public.users where id = ${userId}`;
  return user !== undefined;
}

/** The partner's messages count as read once an admin has opened or answered them. */
export function markConversationRead(tx: Tx, userId: string) {
  return tx`
    update public.chat_messages set status = 'read'
    where user_id = ${userId} and sender_type = 'user' and status <> 'read'
  `;
}

/** The partner's conversation, oldest first. */
export function conversationMessages(tx: Tx, userId: string) {
  return tx`
    select ${chatColumns(tx)} from public.chat_messages m
    where m.user_id = ${userId}
    order by m.created_at, m.id
  `;
}
