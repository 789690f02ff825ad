import { Hono } from "hono";
import { adminChatReplySchema } from "../../_shared/portable/schemas/admin-chat-reply.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { type Tx, withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import {
  conversationMessages,
  listConversations,
  markConversationRead,
  userExists,
} from "../queries/admin-chat.ts";
import { idParam, pageRequest, searchParam } from "../queries/admin-params.ts";
import { insertAgentMessage } from "../queries/chat.ts";
import { tourParty } from "../queries/tour-messages.ts";

const NOT_FOUND = "User not found";

/** 404 unless the user exists; then the partner's messages count as read. */
async function openConversation(tx: Tx, userId: string) {
  if (!(await userExists(tx, userId))) throw new HttpError(404, NOT_FOUND);
  await markConversationRead(tx, userId);
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
    return c.json(await withCaller(c, (tx) => listConversations(tx, search, page)));
  })
  .get("/:userId", async (c) => {
    const userId = idParam(c, "userId", NOT_FOUND);
    const messages = await withCaller(c, async (tx) => {
      await openConversation(tx, userId);
      return conversationMessages(tx, userId);
    });
    return c.json(messages);
  })
  .post("/:userId", async (c) => {
    const userId = idParam(c, "userId", NOT_FOUND);
    const { message, tourId = null } = parseBody(adminChatReplySchema, await readJson(c));
    const reply = await withCaller(c, async (tx) => {
      await openConversation(tx, userId);
      if (tourId && (await tourParty(tx, tourId))?.partnerId !== userId) {
        throw new HttpError(404, "Tour not found");
      }
      return insertAgentMessage(tx, userId, c.var.claims.sub, message, "text", tourId);
    });
    return c.json(reply, 201);
  });
