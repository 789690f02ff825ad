import { afterAll, describe, expect, test } from "vitest";
import { QUICK_ACTIONS } from "../../supabase/functions/_shared/portable/support-agent.ts";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll, createPartner, type Partner } from "./support/accounts.ts";

/** An answer moves the partner's messages on from "sent", whoever gives it. */

const pool = ownerPool(2);
const { admin } = accountsBeforeAll(pool, { admin: ["admin", "delivery-admin"] });
afterAll(() => pool.end());

async function statuses(partner: Partner) {
  const { body } = await partner.call("GET", "/api/chat/messages");
  return (body as { senderType: string; status: string }[])
    .filter((message) => message.senderType === "user")
    .map((message) => message.status);
}

async function unreadForAdmins(partner: Partner) {
  const { body } = await admin.call("GET", `/api/admin/chat?search=${partner.email}`);
  return (body.items as { userId: string; unreadCount: number }[]).find(
    (item) => item.userId === partner.id,
  )?.unreadCount;
}

describe("chat delivery", () => {
  test("the agent's own answer to a quick action marks the partner's message read", async () => {
    const partner = await createPartner(pool, "delivery-quick");
    const text = QUICK_ACTIONS.find((action) => action.id === "booking_help")?.text;
    const sent = await partner.call("POST", "/api/chat/send", { message: text });
    expect(sent.body.handledBy).toBe("agent");
    expect(await statuses(partner)).toEqual(["read"]);
    expect(await unreadForAdmins(partner)).toBe(0);
  });

  test("a question handed on to the team is delivered, still unread for the admins, until an admin answers", async () => {
    const partner = await createPartner(pool, "delivery-handoff");
    const sent = await partner.call("POST", "/api/chat/send", { message: "Can I bring my dog?" });
    expect(sent.body.handledBy).toBe("human");
    expect(await statuses(partner)).toEqual(["delivered"]);
    expect(await unreadForAdmins(partner)).toBe(1);

    const answer = await admin.call("POST", `/api/admin/chat/${partner.id}`, {
      message: "Yes, on a leash.",
    });
    expect(answer.status).toBe(201);
    expect(await statuses(partner)).toEqual(["read"]);
  });

  test("any answer written to the database marks earlier messages, not later ones", async () => {
    const partner = await createPartner(pool, "delivery-db");
    await pool.query(
      `insert into public.chat_messages (user_id, sender_id, sender_type, message, created_at)
       values ($1, $1, 'user', 'First', now() - interval '1 minute')`,
      [partner.id],
    );
    await pool.query(
      `insert into public.chat_messages (user_id, sender_type, message)
       values ($1, 'agent', 'An answer')`,
      [partner.id],
    );
    await pool.query(
      `insert into public.chat_messages (user_id, sender_id, sender_type, message, created_at)
       values ($1, $1, 'user', 'Later', now() + interval '1 minute')`,
      [partner.id],
    );
    const { rows } = await pool.query(
      `select message, status from public.chat_messages
       where user_id = $1 and sender_type = 'user' order by created_at`,
      [partner.id],
    );
    expect(rows).toEqual([
      { message: "First", status: "read" },
      { message: "Later", status: "sent" },
    ]);
  });
});
