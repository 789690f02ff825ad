import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll, createPartner, type Partner } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

const pool = ownerPool(3);
const { admin } = accountsBeforeAll(pool, { admin: ["admin", "tour-thread-admin"] });
afterAll(() => pool.end());

interface Message {
  id: string;
  userId: string;
  senderId: string | null;
  senderType: string;
  message: string;
  messageType: string;
  status: string;
  tourId: string | null;
  tourTitle: string | null;
}

/** A partner awarded a tour titled `title`: the tour's id. */
async function awardedTour(partner: Partner, title: string) {
  const opportunity = await createOpportunity(pool, { title, date: inDays(5) });
  const bid = await partner.call("POST", "/api/bids", { opportunityId: opportunity, amount: 300 });
  expect(bid.status).toBe(201);
  return (await acceptBid(pool, admin, bid.body.id)).id;
}

describe("a tour's thread of the support chat", () => {
  test("the partner asks on the tour, is answered by a person there, and both see it tagged", async () => {
    const partner = await createPartner(pool, "thread");
    const tourId = await awardedTour(partner, "Thread Tour");
    const other = await awardedTour(partner, "Other Thread Tour");

    const asked = await partner.call("POST", `/api/tours/${tourId}/messages`, {
      message: "Can the group bring a dog?",
    });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toMatchObject({
      senderType: "user",
      senderId: partner.id,
      tourId,
      tourTitle: "Thread Tour",
    });
    // Never the agent's quick answers on a tour: a person answers, the admins are told.
    expect(asked.body.reply).toMatchObject({ senderType: "agent", messageType: "system", tourId });
    const { rows: told } = await pool.query(
      "select data->>'summary' as summary from public.notifications where user_id = $1 and data->>'messageId' = $2",
      [admin.id, asked.body.message.id],
    );
    expect(told).toEqual([
      { summary: 'Pat Grower about "Thread Tour": Can the group bring a dog?' },
    ]);

    await partner.call("POST", `/api/tours/${other}/messages`, { message: "About the other one" });
    await partner.call("POST", "/api/chat/send", { message: "A general question" });

    const answered = await admin.call("POST", `/api/tours/${tourId}/messages`, {
      message: "Yes, on a leash.",
    });
    expect(answered.status).toBe(201);
    expect(answered.body.message).toMatchObject({
      userId: partner.id,
      senderId: admin.id,
      senderType: "agent",
      tourId,
    });

    const thread = await partner.call("GET", `/api/tours/${tourId}/messages`);
    expect(thread.status).toBe(200);
    expect((thread.body as Message[]).map((m) => m.message)).toEqual([
      "Can the group bring a dog?",
      expect.stringContaining("passed it to our support team"),
      "Yes, on a leash.",
    ]);
    // The partner's whole conversation holds every thread, each message with its tour.
    const all = (await partner.call("GET", "/api/chat/messages")).body as Message[];
    expect(all.filter((m) => m.senderType === "user").map((m) => [m.message, m.tourTitle])).toEqual(
      [
        ["Can the group bring a dog?", "Thread Tour"],
        ["About the other one", "Other Thread Tour"],
        ["A general question", null],
      ],
    );
    // The bell's item for the answer opens the tour.
    const { rows: reply } = await pool.query(
      "select data->>'tourId' as tour from public.notifications where user_id = $1 and type = 'chat_reply' and data->>'messageId' = $2",
      [partner.id, answered.body.message.id],
    );
    expect(reply).toEqual([{ tour: tourId }]);
  });

  test("an admin opening the thread reads the partner's messages in it, not the others", async () => {
    const partner = await createPartner(pool, "thread-read");
    const tourId = await awardedTour(partner, "Read Thread Tour");
    const other = await awardedTour(partner, "Unread Thread Tour");
    await pool.query(
      `insert into public.chat_messages (user_id, sender_id, sender_type, message, tour_id)
       values ($1, $1, 'user', 'On this tour', $2), ($1, $1, 'user', 'On the other', $3)`,
      [partner.id, tourId, other],
    );
    expect((await admin.call("GET", `/api/tours/${tourId}/messages`)).status).toBe(200);
    const { rows } = await pool.query(
      "select message, status from public.chat_messages where user_id = $1 order by message",
      [partner.id],
    );
    expect(rows).toEqual([
      { message: "On the other", status: "sent" },
      { message: "On this tour", status: "read" },
    ]);
  });

  test("another partner's tour is not found, reading or writing; a bad id or message is a 4xx", async () => {
    const owner = await createPartner(pool, "thread-owner");
    const stranger = await createPartner(pool, "thread-stranger");
    const tourId = await awardedTour(owner, "Private Thread Tour");
    await owner.call("POST", `/api/tours/${tourId}/messages`, { message: "Only ours" });

    const read = await stranger.call("GET", `/api/tours/${tourId}/messages`);
    expect(read).toMatchObject({ status: 404, body: { message: "Tour not found" } });
    const write = await stranger.call("POST", `/api/tours/${tourId}/messages`, { message: "Hi" });
    expect(write).toMatchObject({ status: 404, body: { message: "Tour not found" } });
    const { rows } = await pool.query(
      "select count(*)::int as n from public.chat_messages where tour_id = $1",
      [tourId],
    );
    expect(rows[0].n).toBe(2);

    expect((await owner.call("GET", "/api/tours/not-a-tour/messages")).status).toBe(404);
    const empty = await owner.call("POST", `/api/tours/${tourId}/messages`, { message: "   " });
    expect(empty).toMatchObject({ status: 400, body: { message: "Message cannot be empty" } });
  });

  test("an answer from the inbox may be about the partner's tour, never another partner's", async () => {
    const partner = await createPartner(pool, "inbox-thread");
    const other = await createPartner(pool, "inbox-thread-other");
    const tourId = await awardedTour(partner, "Inbox Thread Tour");
    const othersTour = await awardedTour(other, "Not Their Tour");

    const about = await admin.call("POST", `/api/admin/chat/${partner.id}`, {
      message: "About your tour",
      tourId,
    });
    expect(about).toMatchObject({ status: 201, body: { tourId, tourTitle: "Inbox Thread Tour" } });
    const general = await admin.call("POST", `/api/admin/chat/${partner.id}`, { message: "Hi" });
    expect(general).toMatchObject({ status: 201, body: { tourId: null } });
    const wrong = await admin.call("POST", `/api/admin/chat/${partner.id}`, {
      message: "Mixed up",
      tourId: othersTour,
    });
    expect(wrong).toMatchObject({ status: 404, body: { message: "Tour not found" } });
    const malformed = await admin.call("POST", `/api/admin/chat/${partner.id}`, {
      message: "Mixed up",
      tourId: "nope",
    });
    expect(malformed.status).toBe(400);

    const thread = (await partner.call("GET", `/api/tours/${tourId}/messages`)).body as Message[];
    expect(thread.map((m) => m.message)).toEqual(["About your tour"]);
  });
});
