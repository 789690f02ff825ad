import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import type { Conversation } from "../../_shared/contracts/admin.ts";
import type { Sent } from "../../_shared/contracts/sent.ts";
import { type Tx, withCaller } from "../../_shared/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/http-error.ts";
import { requireAdmin } from "../../_shared/require-admin.ts";
import { adminChatReplySchema } from "../../_shared/schemas/admin-chat-reply.ts";
import { idParam, pageRequest, searchParam } from "../queries/admin-params.ts";
import { containsPattern, userMatches } from "../queries/admin-users.ts";

const NOT_FOUND = "User not found";

const MESSAGE_COLUMNS = `
  id,
  user_id as "userId",
  sender_id as "senderId",
  sender_type as "senderType",
  message,
  message_type as "messageType",
  status,
  created_at as "createdAt"
`;

/** The partner's messages count as read once an admin has opened or answered them. */
function markRead(tx: Tx, userId: string) {
  return tx`
    update public.chat_messages set status = 'read'
    where user_id = ${userId} and sender_type = 'user' and status <> 'read'
  `;
}

async function assertUser(tx: Tx, userId: string) {
  const [user] = await tx`select id from public.users where id = ${userId}`;
  if (!user) throw new HttpError(404, NOT_FOUND);
}

/**
 * /api/admin/chat: the partners' conversations with the Support Agent, those with unread
 * partner messages first; one conversation; and an admin's answer as the agent (the database
 * notifies the partner).
 */
export const adminChatRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  /**
   * GET /api/admin/chat?search=&page=&pageSize=: the conversations, unread or waiting for a
   * person first, then the latest; `search` finds partners by e-mail, name or business, or by what was said.
   */
  .get("/", async (c) => {
    const page = pageRequest(c, 50);
    const search = searchParam(c);
    const result = await withCaller(c, async (tx) => {
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
            -- Nobody has answered yet: the partner spoke last, or the last word is the
            -- automatic hand-over to a person (a system message).
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
    });
    return c.json(result);
  })
  .get("/:userId", async (c) => {
    const userId = idParam(c, "userId", NOT_FOUND);
    const messages = await withCaller(c, async (tx) => {
      await assertUser(tx, userId);
      await markRead(tx, userId);
      return tx`
        select ${tx.unsafe(MESSAGE_COLUMNS)} from public.chat_messages
        where user_id = ${userId}
        order by created_at, id
      `;
    });
    return c.json(messages);
  })
  .post("/:userId", async (c) => {
    const userId = idParam(c, "userId", NOT_FOUND);
    const { message } = parseBody(adminChatReplySchema, await readJson(c));
    const reply = await withCaller(c, async (tx) => {
      await assertUser(tx, userId);
      await markRead(tx, userId);
      const [row] = await tx`
        insert into public.chat_messages (user_id, sender_id, sender_type, message, message_type)
        values (${userId}, (select auth.uid()), 'agent', ${message}, 'text')
        returning ${tx.unsafe(MESSAGE_COLUMNS)}
      `;
      return row;
    });
    return c.json(reply, 201);
  });
