import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { serviceRole, withCaller } from "../../_shared/db.ts";
import { parseBody, readJson } from "../../_shared/http-error.ts";
import { chatMessageSchema } from "../../_shared/schemas/chat.ts";
import { composeReply, detectQuickAction, HANDOFF_REPLY } from "../../_shared/support-agent.ts";
import { gatherAgentFacts } from "../queries/agent-facts.ts";
import { chatColumns } from "../queries/chat.ts";

/** The conversation as the chat page polls it: the latest messages, oldest first. */
const HISTORY = 200;

export const chatRoutes = new Hono<AppEnv>()
  /** GET /api/chat/messages: the caller's conversation with the Support Agent. */
  .get("/messages", async (c) => {
    const messages = await withCaller(
      c,
      (tx) => tx`
        select * from (
          select ${chatColumns(tx)} from public.chat_messages m
          where m.user_id = (select auth.uid())
          order by m.created_at desc, m.id desc
          limit ${HISTORY}
        ) latest
        order by latest."createdAt", latest.id
      `,
    );
    return c.json(messages);
  })
  /**
   * POST /api/chat/send: stores the partner's message and the agent's immediate reply. A quick
   * action is answered from the partner's data; anything else is acknowledged and every active
   * admin is notified that a person should answer: one unread notification per admin per
   * conversation, brought up to date while unread (`notifications_one_unread_per_conversation`).
   * The reply is written with the service role, since a partner may only write their own
   * `user` messages; a handed-on question's acknowledgement is a `system` message, so the
   * database marks the partner's message delivered rather than read (mark_answered_messages). Sends are rate-limited by the database (TP429 → 429).
   */
  .post("/send", async (c) => {
    const input = parseBody(chatMessageSchema, await readJson(c));
    const action = detectQuickAction(input.message);
    const { message, facts, partnerName } = await withCaller(c, async (tx) => {
      const [message] = await tx`
        insert into public.chat_messages as m (user_id, sender_id, sender_type, message, message_type)
        values ((select auth.uid()), (select auth.uid()), 'user', ${input.message}, ${input.messageType})
        returning ${chatColumns(tx)}
      `;
      const [me] = await tx<{ name: string }[]>`
        select coalesce(
          nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.business_name, u.email
        ) as name
        from public.users u where u.id = (select auth.uid())
      `;
      const facts = action ? await gatherAgentFacts(tx, action) : undefined;
      return { message, facts, partnerName: me?.name ?? "A partner" };
    });
    const partnerId = c.var.claims.sub;
    const text = action && facts ? composeReply(action, facts) : HANDOFF_REPLY;
    const reply = await serviceRole(async (tx) => {
      const [reply] = await tx`
        insert into public.chat_messages as m (user_id, sender_id, sender_type, message, message_type)
        values (${partnerId}, null, 'agent', ${text}, ${action ? "text" : "system"})
        returning ${chatColumns(tx)}
      `;
      if (!action) {
        await tx`
          insert into public.notifications (user_id, type, title, message, data, sent_at)
          select u.id, 'system', 'A partner is waiting for an answer',
                 ${`${partnerName}: ${input.message.slice(0, 120)}`},
                 ${tx.json({ chatUserId: partnerId, messageId: message?.id ?? null })}, now()
          from public.users u
          where u.role = 'admin' and u.is_active
          on conflict (user_id, (data ->> 'chatUserId')) where not is_read and data ? 'chatUserId'
          do update set message = excluded.message, data = excluded.data,
                        created_at = excluded.created_at, sent_at = excluded.sent_at
        `;
      }
      return reply;
    });
    return c.json({ message, reply, handledBy: action ? "agent" : "human" }, 201);
  });
