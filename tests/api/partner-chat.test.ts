import { afterAll, describe, expect, test } from "vitest";
import { QUICK_ACTIONS } from "../../supabase/functions/_shared/portable/support-agent.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createLegalDocument, createOpportunity } from "../support/db-fixtures.ts";
import { withWords } from "../support/notification-words.ts";
import { accountsBeforeAll, createPartner, type Partner } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

const pool = ownerPool(3);

const { admin } = accountsBeforeAll(pool, { admin: ["admin", "chat-admin"] });

afterAll(() => pool.end());

const quickText = (id: (typeof QUICK_ACTIONS)[number]["id"]) =>
  QUICK_ACTIONS.find((action) => action.id === id)?.text ?? "";

async function send(partner: Partner, message: string) {
  const { status, body } = await partner.call("POST", "/api/chat/send", {
    message,
    messageType: "text",
  });
  expect(status).toBe(201);
  return body as {
    message: { id: string; senderType: string; message: string };
    reply: { id: string; senderType: string; senderId: string | null; message: string };
    handledBy: string;
  };
}

describe("chat with the Support agent", () => {
  test("stores the message, answers at once, and lists both in order", async () => {
    const partner = await createPartner(pool, "chatter");
    const { data, error } = await partner.client.functions.invoke("api/chat/send", {
      method: "POST",
      body: { message: "  Hello there!  ", messageType: "text" },
    });
    expect(error).toBeNull();
    expect(data.message).toMatchObject({
      userId: partner.id,
      senderId: partner.id,
      senderType: "user",
      message: "Hello there!",
      messageType: "text",
      status: "sent",
    });
    expect(data.reply).toMatchObject({ userId: partner.id, senderId: null, senderType: "agent" });

    const { body } = await partner.call("GET", "/api/chat/messages");
    expect(body.map((m: { id: string }) => m.id)).toEqual([data.message.id, data.reply.id]);
  });

  test("anything else is acknowledged and queued for a person: every active admin is notified", async () => {
    const partner = await createPartner(pool, "human");
    const { message, reply, handledBy } = await send(partner, "My van broke down, can we talk?");
    expect(handledBy).toBe("human");
    expect(reply.message).toMatch(/passed it to our support team/);
    const { rows } = await pool.query(
      "select type, data from public.notifications where user_id = $1 and data->>'messageId' = $2",
      [admin.id, message.id],
    );
    expect(withWords(rows).map(({ title, message, data }) => ({ title, message, data }))).toEqual([
      {
        title: "A partner is waiting for an answer",
        message: "Pat Grower: My van broke down, can we talk?",
        data: {
          chatUserId: partner.id,
          messageId: message.id,
          summary: "Pat Grower: My van broke down, can we talk?",
        },
      },
    ]);
  });

  test("one unread notification per admin per conversation, brought up to date", async () => {
    const partner = await createPartner(pool, "insistent");
    const conversation = async (read?: boolean) => {
      const { rows } = await pool.query(
        `select type, data, is_read from public.notifications
         where user_id = $1 and data->>'chatUserId' = $2 and ($3::boolean is null or is_read = $3)
         order by created_at`,
        [admin.id, partner.id, read ?? null],
      );
      return {
        rows: withWords(rows).map(({ message, data, is_read }) => ({ message, data, is_read })),
      };
    };
    await send(partner, "First question");
    const last = await send(partner, "Second question");
    expect((await conversation()).rows).toEqual([
      {
        message: "Pat Grower: Second question",
        data: {
          chatUserId: partner.id,
          messageId: last.message.id,
          summary: "Pat Grower: Second question",
        },
        is_read: false,
      },
    ]);

    await Promise.all(["A", "B", "C", "D"].map((letter) => send(partner, `Question ${letter}`)));
    expect((await conversation()).rows).toHaveLength(1);

    // Once read, the next message is news again.
    await pool.query(
      "update public.notifications set is_read = true where user_id = $1 and data->>'chatUserId' = $2",
      [admin.id, partner.id],
    );
    await send(partner, "Another question");
    expect((await conversation(true)).rows).toHaveLength(1);
    expect((await conversation(false)).rows).toMatchObject([
      { message: "Pat Grower: Another question" },
    ]);
  });

  test("Booking Help explains bidding with the partner's bids and next tour", async () => {
    const partner = await createPartner(pool, "booking");
    const soon = await createOpportunity(pool, { title: "Next Booking Tour", date: inDays(2) });
    const pending = await createOpportunity(pool);
    const won = await partner.call("POST", "/api/bids", { opportunityId: soon, amount: 100 });
    await partner.call("POST", "/api/bids", { opportunityId: pending, amount: 100 });
    await acceptBid(pool, admin, won.body.id);

    const { reply, handledBy } = await send(partner, quickText("booking_help"));
    expect(handledBy).toBe("agent");
    expect(reply.message).toContain("Here is how booking works");
    expect(reply.message).toContain("You have 1 active bid awaiting a response.");
    expect(reply.message).toContain('Your next tour: "Next Booking Tour"');
  });

  test("Available Tours lists the partner's best open matches", async () => {
    const partner = await createPartner(pool, "available", {
      business_name: "Retail Co",
      business_type: "Dispensary",
      expertise: ["Retail operations"],
    });
    const assigned = await createOpportunity(pool, {
      title: "Assigned Retail Showcase",
      tour_type: "retailer",
      date: inDays(1),
      base_rate: 275,
    });
    await pool.query(
      "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)",
      [assigned, partner.id],
    );
    const { reply } = await send(partner, "available tours");
    expect(reply.message).toContain("These open opportunities match your profile best:");
    expect(reply.message).toMatch(
      /• "Assigned Retail Showcase", \w{3} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M P[SD]T, Healdsburg, CA, base rate \$275\.00/,
    );
  });

  test("Available Tours tells an incomplete profile what to fill in", async () => {
    const partner = await createPartner(pool, "available-empty", {});
    const { reply } = await send(partner, quickText("available_tours"));
    expect(reply.message).toContain("No open opportunities match your profile right now.");
    expect(reply.message).toContain("business name, business type, areas of expertise");
  });

  test("Cancel Tour lists the upcoming tours, or says there are none", async () => {
    const partner = await createPartner(pool, "canceller");
    const none = await send(partner, quickText("cancel_tour"));
    expect(none.reply.message).toContain("You have no upcoming tours to cancel.");

    const opportunityId = await createOpportunity(pool, {
      title: "Tour To Cancel",
      date: inDays(6),
    });
    const bid = await partner.call("POST", "/api/bids", { opportunityId, amount: 100 });
    await acceptBid(pool, admin, bid.body.id);
    const { reply } = await send(partner, "Cancel Tour");
    expect(reply.message).toContain("You have 1 upcoming tour:");
    expect(reply.message).toContain('• "Tour To Cancel"');
    expect(reply.message).toContain("a coordinator will confirm the cancellation");
  });

  test("Become Partner walks through onboarding with the partner's own status", async () => {
    const partner = await createPartner(pool, "onboarding", {
      first_name: "Ada",
      business_name: "Ada Farms",
    });
    const documentTitle = `Onboarding Agreement ${partner.id.slice(0, 6)}`;
    const documentId = await createLegalDocument(pool, { title: documentTitle });
    try {
      const { reply } = await send(partner, quickText("become_partner"));
      expect(reply.message).toContain("Hi Ada! Becoming a tour partner takes three steps");
      expect(reply.message).toContain(
        "Your profile still needs: business type, areas of expertise, services offered, availability.",
      );
      expect(reply.message).toContain(documentTitle);
      expect(reply.message).toContain("Verification is pending");
    } finally {
      await pool.query("delete from public.legal_documents where id = $1", [documentId]);
    }
  });

  test.each([
    [{ message: "   " }, "Message cannot be empty"],
    [{}, "Message cannot be empty"],
    [{ message: "x".repeat(2001) }, "Message is too long"],
  ])("400 for %j", async (payload, message) => {
    const partner = await createPartner(pool, "chat-invalid");
    const { status, body } = await partner.call("POST", "/api/chat/send", payload);
    expect(status).toBe(400);
    expect(body).toEqual({ message, fieldErrors: { message: [message] } });
  });
});

describe("notifications", () => {
  test("lists the caller's notifications newest first and marks them read", async () => {
    const partner = await createPartner(pool, "notified");
    const opportunityId = await createOpportunity(pool, { title: "Notified Tour" });
    await pool.query("select private.add_assignments($1, array[$2]::uuid[])", [
      opportunityId,
      partner.id,
    ]);
    const bid = await partner.call("POST", "/api/bids", { opportunityId, amount: 100 });
    await acceptBid(pool, admin, bid.body.id);

    const { data, error } = await partner.client.functions.invoke("api/notifications", {
      method: "GET",
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ page: 1, pageSize: 20, total: 3, unreadCount: 3 });
    expect(data.items.map((n: { type: string }) => n.type).sort()).toEqual([
      "assignment",
      "bid_accepted",
      "tour_scheduled",
    ]);
    expect(data.items[0]).toMatchObject({ userId: partner.id, isRead: false, readAt: null });

    const one = data.items[0].id;
    const marked = await partner.call("POST", "/api/notifications/read", { ids: [one] });
    expect(marked.body).toEqual({ updated: 1, ids: [one] });
    const unread = await partner.call("GET", "/api/notifications?unread=true");
    expect(unread.body).toMatchObject({ total: 2, unreadCount: 2 });
    expect(unread.body.items.map((n: { id: string }) => n.id)).not.toContain(one);

    const all = await partner.call("POST", "/api/notifications/read");
    expect(all.body.updated).toBe(2);
    const after = await partner.call("GET", "/api/notifications");
    expect(after.body.unreadCount).toBe(0);
    expect(
      after.body.items.every((n: { isRead: boolean; readAt: string }) => n.isRead && n.readAt),
    ).toBe(true);
  });

  test("pages go newest first, a page past the end still has its counts", async () => {
    const partner = await createPartner(pool, "paged-notices");
    const { rows } = await pool.query<{ id: string }>(
      `insert into public.notifications (user_id, type, data, is_read, created_at)
       select $1, 'legacy', jsonb_build_object('title', 'Notice ' || i, 'message', 'Body'), i = 1,
         now() - make_interval(mins => 10 - i)
       from generate_series(1, 3) i
       order by i
       returning id`,
      [partner.id],
    );
    const [oldest, middle, newest] = rows.map((row) => row.id);
    const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

    const first = await partner.call("GET", "/api/notifications?page=1&pageSize=2");
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, total: 3, unreadCount: 2 });
    expect(ids(first.body)).toEqual([newest, middle]);
    expect(Object.keys(first.body.items[0]).sort()).toEqual(
      ["createdAt", "data", "id", "isRead", "message", "readAt", "scheduledFor", "sentAt"]
        .concat(["title", "type", "userId"])
        .sort(),
    );
    const second = await partner.call("GET", "/api/notifications?page=2&pageSize=2");
    expect(ids(second.body)).toEqual([oldest]);

    const past = await partner.call("GET", "/api/notifications?page=5&pageSize=2");
    expect(past.body).toEqual({
      items: [],
      page: 5,
      pageSize: 2,
      total: 3,
      unreadCount: 2,
      unreadChatReplies: 0,
    });
    const unreadPast = await partner.call("GET", "/api/notifications?unread=true&page=9");
    expect(unreadPast.body).toMatchObject({ items: [], total: 2, unreadCount: 2 });
  });

  test("another user's notification ids are left alone", async () => {
    const partner = await createPartner(pool, "not-mine");
    const { rows } = await pool.query(
      `insert into public.notifications (user_id, type, data)
       values ($1, 'legacy', '{"title": "For the admin", "message": "Hi"}') returning id`,
      [admin.id],
    );
    const { body } = await partner.call("POST", "/api/notifications/read", { ids: [rows[0].id] });
    expect(body.updated).toBe(0);
    const { rows: after } = await pool.query(
      "select is_read from public.notifications where id = $1",
      [rows[0].id],
    );
    expect(after[0].is_read).toBe(false);
  });

  test("support's unread answers are counted apart and read together on opening the chat", async () => {
    const partner = await createPartner(pool, "support-count");
    const asked = await send(partner, "Can someone call me about the harvest tour?");
    expect(asked.handledBy).toBe("human");
    for (const answer of ["We will call you at noon.", "Or tomorrow, if that suits."]) {
      const reply = await admin.call("POST", `/api/admin/chat/${partner.id}`, { message: answer });
      expect(reply.status).toBe(201);
    }
    await pool.query(
      `insert into public.notifications (user_id, type, data)
       values ($1, 'legacy', '{"title": "Other", "message": "News"}')`,
      [partner.id],
    );
    // The automatic acknowledgement and the two answers.
    const before = await partner.call("GET", "/api/notifications");
    expect(before.body).toMatchObject({ unreadCount: 4, unreadChatReplies: 3 });

    const read = await partner.call("POST", "/api/notifications/read", { type: "chat_reply" });
    expect(read.body.updated).toBe(3);
    const after = await partner.call("GET", "/api/notifications");
    expect(after.body).toMatchObject({ unreadCount: 1, unreadChatReplies: 0 });

    const unknown = await partner.call("POST", "/api/notifications/read", { type: "bid_accepted" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors.type).toEqual(["Unknown notification type"]);
  });
});
