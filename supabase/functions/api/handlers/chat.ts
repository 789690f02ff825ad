import { Hono } from "hono";
import { chatMessageSchema } from "../../_shared/portable/schemas/chat.ts";
import { composeReply, detectQuickAction } from "../../_shared/portable/support-agent.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { serviceRole, withCaller } from "../../_shared/server/db.ts";
import { parseBody, readJson } from "../../_shared/server/http-error.ts";
import { gatherAgentFacts } from "../queries/agent-facts.ts";
import {
  handOnQuestion,
  insertAgentMessage,
  insertOwnMessage,
  listOwnMessages,
  ownDisplayName,
} from "../queries/chat.ts";

/** The conversation as the chat page polls it: the latest messages, oldest first. */
const HISTORY = 200;

export const chatRoutes = new Hono<AppEnv>()
  /** GET /api/chat/messages: the caller's conversation with the Support Agent. */
  .get("/messages", async (c) => c.json(await withCaller(c, (tx) => listOwnMessages(tx, HISTORY))))
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
      const message = await insertOwnMessage(tx, input.message, input.messageType);
      const partnerName = (await ownDisplayName(tx)) ?? "A partner";
      const facts = action ? await gatherAgentFacts(tx, action) : undefined;
      return { message, facts, partnerName };
    });
    const partnerId = c.var.claims.sub;
    const reply = await serviceRole((tx) =>
      action && facts
        ? insertAgentMessage(tx, partnerId, null, composeReply(action, facts), "text")
        : handOnQuestion(tx, {
            partnerId,
            summary: `${partnerName}: ${input.message.slice(0, 120)}`,
            messageId: message?.id ?? null,
          }),
    );
    return c.json({ message, reply, handledBy: action ? "agent" : "human" }, 201);
  });
