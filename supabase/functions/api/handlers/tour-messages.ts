import { Hono } from "hono";
import { chatMessageSchema } from "../../_shared/portable/schemas/chat.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { serviceRole, withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { idParam } from "../queries/admin-params.ts";
import {
  handOnQuestion,
  insertAgentMessage,
  insertOwnMessage,
  ownDisplayName,
} from "../queries/chat.ts";
import {
  markTourThreadRead,
  type TourParty,
  tourParty,
  tourThread,
} from "../queries/tour-messages.ts";

const TOUR_NOT_FOUND = "Tour not found";
/** The thread as the tour page polls it: its latest messages, oldest first. */
const HISTORY = 200;

async function openTour(tx: Tx, tourId: string): Promise<TourParty> {
  const tour = await tourParty(tx, tourId);
  if (!tour) throw new HttpError(404, TOUR_NOT_FOUND);
  return tour;
}

/**
 * /api/tours/{id}/messages: the tour's thread of the support chat, for its team (the owner, a
 * manager, the tour's guide) and admins. The messages are the business's conversation's, tagged with the tour (09_chat.sql holds the tag
 * to the tour's own partner), so the inbox, Realtime, notifications and WhatsApp treat them as
 * any other; a partner's question here always goes to a person.
 */
export const tourMessageRoutes = new Hono<AppEnv>()
  /** GET: the thread; an admin reading it has read the partner's messages in it. */
  .get("/", async (c) => {
    const tourId = idParam(c, "id", TOUR_NOT_FOUND);
    const messages = await withCaller(c, async (tx) => {
      const tour = await openTour(tx, tourId);
      if (tour.callerIsAdmin) await markTourThreadRead(tx, tourId);
      return tourThread(tx, tourId, HISTORY);
    });
    return c.json(messages);
  })
  /**
   * POST {message}: the tour's partner asks (acknowledged, and the admins told, as the chat
   * hands a question on), or an admin answers as the Support Agent.
   */
  .post("/", async (c) => {
    const tourId = idParam(c, "id", TOUR_NOT_FOUND);
    const input = parseBody(chatMessageSchema, await readJson(c));
    const caller = c.var.claims.sub;
    const { tour, message, partnerName } = await withCaller(c, async (tx) => {
      const tour = await openTour(tx, tourId);
      if (tour.callerIsAdmin) {
        const answer = await insertAgentMessage(
          tx,
          tour.partnerId,
          caller,
          input.message,
          "text",
          tourId,
        );
        return { tour, message: answer, partnerName: null };
      }
      const message = await insertOwnMessage(tx, input.message, "text", tourId, tour.partnerId);
      return { tour, message, partnerName: (await ownDisplayName(tx)) ?? "A partner" };
    });
    // An admin's answer: nothing to hand on.
    if (tour.callerIsAdmin) return c.json({ message, reply: null }, 201);
    const reply = await serviceRole((tx) =>
      handOnQuestion(tx, {
        partnerId: tour.partnerId,
        summary: `${partnerName} about "${tour.title}": ${input.message.slice(0, 120)}`,
        messageId: message?.id ?? null,
        tourId,
      }),
    );
    return c.json({ message, reply }, 201);
  });
