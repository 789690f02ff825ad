import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool } from "../support/db-callers.ts";
import { createBid, createOpportunity, createUser, type TestUser } from "../support/db-fixtures.ts";
import { functionsUrl, testStack } from "../support/stack.ts";
import { createAdmin } from "./support/accounts.ts";
import { testNumber, whatsappFaults, whatsappMessagesTo } from "./support/whatsapp.ts";

/**
 * WhatsApp beside the mail: an event writes the WhatsApp row in its own transaction
 * when the partner takes the category there (a verified number, not STOPped, the preference);
 * send-whatsapp sends it through the Cloud API (the stack's copy): a template outside the
 * 24-hour service window, free text inside it, retried after a 429 as its Retry-After says.
 */

const pool = ownerPool(4);
afterAll(() => pool.end());

/** Runs the send-whatsapp function once, as pg_cron would (the service-role key). */
async function runSendWhatsApp(options: Record<string, number> = {}) {
  const response = await fetch(`${functionsUrl}/send-whatsapp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${testStack.serviceRoleKey}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(options),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** A partner with a verified WhatsApp number (written as the owner: a fixture). */
async function partnerOnWhatsApp(label: string) {
  const partner = await createUser(pool, { label });
  const number = testNumber();
  await pool.query(
    `insert into public.whatsapp_connections (user_id, phone_number, is_verified, status)
     values ($1, $2, true, 'verified')`,
    [partner.id, number.e164],
  );
  return { partner, number: number.e164 };
}

async function award(winner: TestUser, options: { date?: Date } = {}) {
  const admin = await createUser(pool, { label: "wa-admin", role: "admin" });
  const title = `WhatsApp tour ${winner.id.slice(0, 8)}`;
  const opportunityId = await createOpportunity(pool, {
    title,
    ...(options.date ? { date: options.date } : {}),
  });
  const bid = await createBid(pool, opportunityId, winner.id);
  await actAs(pool, admin.caller, (c) => c.query("select public.accept_bid($1)", [bid]));
  return { title, opportunityId };
}

async function whatsappRows(userId: string) {
  const { rows } = await pool.query(
    `select kind, status, to_address, provider_message_id, attempts, last_error
     from public.email_outbox where user_id = $1 and channel = 'whatsapp' order by created_at`,
    [userId],
  );
  return rows;
}

async function setWhatsApp(user: TestUser, category: string, whatsapp: boolean) {
  await actAs(pool, user.caller, (c) =>
    c.query(
      `insert into public.email_preferences (user_id, category, delivery, whatsapp)
       values ($1, $2, 'immediately', $3)
       on conflict (user_id, category) do update set whatsapp = excluded.whatsapp`,
      [user.id, category, whatsapp],
    ),
  );
}

/** Sends until none of the user's WhatsApp rows waits (the stack's cron may hold some). */
async function deliverWhatsAppOf(userId: string, options: Record<string, number> = {}) {
  for (let i = 0; i < 40; i++) {
    const run = await runSendWhatsApp(options);
    expect(run.status).toBe(200);
    const { rows } = await pool.query(
      `select count(*)::int as waiting from public.email_outbox
       where user_id = $1 and channel = 'whatsapp' and status in ('queued', 'sending')`,
      [userId],
    );
    if (rows[0].waiting === 0) return run;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("WhatsApp messages still waiting");
}

describe("an award on WhatsApp", () => {
  test("reaches a verified partner by default, in the update template outside the service window, beside the mail", async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-award");
    const { title } = await award(partner);
    expect(await whatsappRows(partner.id)).toEqual([
      expect.objectContaining({ kind: "bid_accepted", status: "queued" }),
    ]);
    const { rows: mails } = await pool.query(
      "select count(*)::int as n from public.email_outbox where user_id = $1 and channel = 'email'",
      [partner.id],
    );
    expect(mails[0].n).toBe(1);

    const run = await deliverWhatsAppOf(partner.id);
    expect(run.body.memory.rss).toBeGreaterThan(0);
    const [row] = await whatsappRows(partner.id);
    expect(row).toMatchObject({ status: "sent", to_address: number, attempts: 1 });
    const messages = await whatsappMessagesTo(number);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.id).toBe(row.provider_message_id);
    expect(messages[0]?.template?.name).toBe("portal_update");
    expect(messages[0]?.template?.parameters[0]).toBe("Bid accepted");
    expect(messages[0]?.template?.parameters.join(" ")).toContain(title);
  });

  test("inside the 24-hour service window it is free text", async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-window");
    await pool.query(
      "update public.whatsapp_connections set last_activity = now() - interval '23 hours' where user_id = $1",
      [partner.id],
    );
    const { title } = await award(partner);
    await deliverWhatsAppOf(partner.id);
    const [message] = await whatsappMessagesTo(number);
    expect(message?.type).toBe("text");
    expect(message?.text).toContain("*Bid accepted*");
    expect(message?.text).toContain(title);
  });

  test("is not written when the partner turned WhatsApp off for bids, STOPped, or has no verified number", async () => {
    const off = await partnerOnWhatsApp("wa-off");
    await setWhatsApp(off.partner, "bids", false);
    await award(off.partner);
    expect(await whatsappRows(off.partner.id)).toEqual([]);

    const stopped = await partnerOnWhatsApp("wa-stopped");
    await pool.query(
      "update public.whatsapp_connections set opted_out_at = now() where user_id = $1",
      [stopped.partner.id],
    );
    await award(stopped.partner);
    expect(await whatsappRows(stopped.partner.id)).toEqual([]);

    const pending = await createUser(pool, { label: "wa-pending" });
    await pool.query(
      "insert into public.whatsapp_connections (user_id, phone_number) values ($1, $2)",
      [pending.id, testNumber().e164],
    );
    await award(pending);
    expect(await whatsappRows(pending.id)).toEqual([]);
  });

  test("queued, then STOPped before it went: dropped, nothing sent", async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-stop-late");
    await award(partner);
    await pool.query(
      "update public.whatsapp_connections set opted_out_at = now() where user_id = $1",
      [partner.id],
    );
    await deliverWhatsAppOf(partner.id);
    expect(await whatsappRows(partner.id)).toEqual([
      expect.objectContaining({ status: "dropped" }),
    ]);
    expect(await whatsappMessagesTo(number)).toEqual([]);
  });

  test("a rolled-back award writes no WhatsApp message", async () => {
    const { partner } = await partnerOnWhatsApp("wa-rollback");
    const admin = await createUser(pool, { label: "wa-admin", role: "admin" });
    const opportunityId = await createOpportunity(pool, {});
    const bid = await createBid(pool, opportunityId, partner.id);
    await actAs(pool, admin.caller, async (c) => {
      await c.query("savepoint before_accept");
      await c.query("select public.accept_bid($1)", [bid]);
      await c.query("rollback to savepoint before_accept");
    });
    expect(await whatsappRows(partner.id)).toEqual([]);
  });
});

describe("a reminder on WhatsApp", () => {
  test("the 24-hour reminder reaches WhatsApp by preference, and not when schedule's WhatsApp is off", async () => {
    const start = new Date(Date.now() + 25 * 3_600_000);
    const on = await partnerOnWhatsApp("wa-remind");
    await setWhatsApp(on.partner, "bids", false);
    const { title } = await award(on.partner, { date: start });
    const off = await partnerOnWhatsApp("wa-remind-off");
    await setWhatsApp(off.partner, "bids", false);
    await setWhatsApp(off.partner, "schedule", false);
    await award(off.partner, { date: start });

    const dayBefore = new Date(start.getTime() - 24 * 3_600_000 + 60_000).toISOString();
    await pool.query("select private.send_tour_reminders($1)", [dayBefore]);
    expect(await whatsappRows(on.partner.id)).toEqual([
      expect.objectContaining({ kind: "tour_reminder", status: "queued" }),
    ]);
    expect(await whatsappRows(off.partner.id)).toEqual([]);
    await deliverWhatsAppOf(on.partner.id);
    const [message] = await whatsappMessagesTo(on.number);
    expect(message?.template?.parameters[0]).toMatch(/^Your tour is in /);
    expect(message?.template?.parameters[1]).toContain(title);
  });
});

describe("the Cloud API's refusals", () => {
  test("a 429 is tried again after its Retry-After, and sent once", async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-429");
    await whatsappFaults({ status: 429, retryAfter: 1, to: number });
    await award(partner);
    await deliverWhatsAppOf(partner.id, { maxWaitMs: 5_000 });
    const [row] = await whatsappRows(partner.id);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(await whatsappMessagesTo(number)).toHaveLength(1);
  });

  test("a refusal that is no rate limit or outage fails at once and says why", async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-400");
    await whatsappFaults({ status: 400, to: number });
    await award(partner);
    await deliverWhatsAppOf(partner.id);
    const [row] = await whatsappRows(partner.id);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.last_error).toMatch(/^WhatsApp answered 400: \(#100\) Invalid parameter/);
  });

  test("only the service role may run the sender", async () => {
    const res = await fetch(`${functionsUrl}/send-whatsapp`, {
      method: "POST",
      headers: { authorization: `Bearer ${testStack.anonKey}` },
    });
    expect(res.status).toBe(403);
  });
});

describe("the admins' view", () => {
  test("admins see WhatsApp messages beside the mails and resend a failed one, which then goes", async () => {
    const admin = await createAdmin(pool, "wa-list-admin");
    const { partner, number } = await partnerOnWhatsApp("wa-resend");
    await whatsappFaults({ status: 400, to: number });
    const { title } = await award(partner);
    await deliverWhatsAppOf(partner.id);
    const list = await admin.call("GET", "/api/admin/emails?channel=whatsapp&status=failed");
    expect(list.status).toBe(200);
    const failed = list.body.emails.find((e: { toAddress: string }) => e.toAddress === number);
    expect(failed).toMatchObject({
      channel: "whatsapp",
      kind: "bid_accepted",
      status: "failed",
      subject: "Bid accepted",
    });
    expect(list.body.emails.every((e: { channel: string }) => e.channel === "whatsapp")).toBe(true);
    expect((await admin.call("GET", "/api/admin/emails?channel=sms")).status).toBe(400);

    const resend = await admin.call("POST", `/api/admin/emails/${failed.id}/resend`);
    expect(resend.status).toBe(200);
    await deliverWhatsAppOf(partner.id);
    const messages = await whatsappMessagesTo(number);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.template?.parameters.join(" ")).toContain(title);
    const after = await admin.call("GET", "/api/admin/emails?channel=whatsapp&status=sent");
    expect(after.body.emails.map((e: { id: string }) => e.id)).toContain(failed.id);
  });
});
