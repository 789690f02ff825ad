import { createHmac } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { LOCAL_WHATSAPP } from "../../local-stack/whatsapp/credentials.ts";
import { actAs, ownerPool } from "../support/db-callers.ts";
import { createUser } from "../support/db-fixtures.ts";
import { functionsUrl } from "../support/stack.ts";
import { testFunctionProcessId } from "./support/email.ts";
import {
  redeliver,
  runSendWhatsApp,
  testNumber,
  webhookDeliveries,
  whatsappInbound,
  whatsappMessagesTo,
  whatsappStatus,
} from "./support/whatsapp.ts";

/**
 * The whatsapp-webhook function, fed by the stack's copy of the Cloud API exactly as
 * Meta feeds it: the handshake; signatures checked; partners' messages in their thread once;
 * unknown numbers logged; STOP; statuses in any order ending at the latest; the sender killed
 * mid-batch and every message delivered once.
 */

const pool = ownerPool(4);
afterAll(() => pool.end());
const webhook = `${functionsUrl}/whatsapp-webhook`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function partnerOnWhatsApp(label: string) {
  const partner = await createUser(pool, { label });
  const number = testNumber().e164;
  await pool.query(
    `insert into public.whatsapp_connections (user_id, phone_number, is_verified, status)
     values ($1, $2, true, 'verified')`,
    [partner.id, number],
  );
  return { partner, number };
}

async function thread(userId: string) {
  const { rows } = await pool.query(
    `select sender_type, message, whatsapp_message_id, status from public.chat_messages
     where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

function signed(body: string, secret: string = LOCAL_WHATSAPP.appSecret) {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

function post(body: string, signature?: string) {
  return fetch(webhook, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-hub-signature-256": signature } : {}),
    },
    body,
  });
}

/** A notification of one text message from `from`, as the Cloud API writes it. */
function textNotification(from: string, id: string, text: string) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: LOCAL_WHATSAPP.businessAccountId,
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { phone_number_id: LOCAL_WHATSAPP.phoneNumberId },
              messages: [
                { from: from.slice(1), id, timestamp: "1", type: "text", text: { body: text } },
              ],
            },
          },
        ],
      },
    ],
  });
}

describe("the handshake", () => {
  test("answers the challenge for the verify token, 403 otherwise", async () => {
    const ok = await fetch(
      `${webhook}?hub.mode=subscribe&hub.verify_token=${LOCAL_WHATSAPP.verifyToken}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    const wrong = await fetch(
      `${webhook}?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`,
    );
    expect(wrong.status).toBe(403);
  });
});

describe("inbound messages", () => {
  test("a partner's message lands in their thread once, though delivered twice", async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-in");
    const { id, responseStatus } = await whatsappInbound(number, "Can I move Saturday's tour?");
    expect(responseStatus).toBe(200);
    const delivery = (await webhookDeliveries()).find((d) => d.body.includes(id));
    expect((await redeliver(delivery?.id ?? "")).responseStatus).toBe(200);
    expect(await thread(partner.id)).toEqual([
      {
        sender_type: "user",
        message: "Can I move Saturday's tour?",
        whatsapp_message_id: id,
        status: "sent",
      },
    ]);
    const { rows } = await pool.query(
      "select last_activity > now() - interval '1 minute' as recent from public.whatsapp_connections where user_id = $1",
      [partner.id],
    );
    expect(rows[0].recent).toBe(true);
  });

  test("a message from a number no partner verified is logged for admins, in no thread", async () => {
    const stranger = testNumber().e164;
    const { id } = await whatsappInbound(stranger, "Hello?");
    const { rows } = await pool.query(
      "select from_number, message from private.whatsapp_unknown_messages where whatsapp_message_id = $1",
      [id],
    );
    expect(rows).toEqual([{ from_number: stranger, message: "Hello?" }]);
    const { rows: chats } = await pool.query(
      "select count(*)::int as n from public.chat_messages where whatsapp_message_id = $1",
      [id],
    );
    expect(chats[0].n).toBe(0);
  });

  test("STOP opts the partner out", async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-stop");
    await whatsappInbound(number, " stop ");
    const { rows } = await pool.query(
      "select opted_out_at is not null as out from public.whatsapp_connections where user_id = $1",
      [partner.id],
    );
    expect(rows[0].out).toBe(true);
  });
});

describe("signatures", () => {
  test("a forged, a missing and a replayed-onto-another-body signature are 401 and write nothing", async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-forged");
    const body = textNotification(number, `wamid.forged-${partner.id}`, "Pay me twice");
    expect((await post(body, signed(body, "another-secret"))).status).toBe(401);
    expect((await post(body)).status).toBe(401);
    expect((await post(body, "sha256=")).status).toBe(401);
    const genuine = textNotification(number, `wamid.genuine-${partner.id}`, "Hi");
    const tampered = textNotification(number, `wamid.tampered-${partner.id}`, "Hi!");
    expect((await post(tampered, signed(genuine))).status).toBe(401);
    expect(await thread(partner.id)).toEqual([]);

    // The genuine one, twice (a replay of its bytes and signature): once in the thread.
    expect((await post(genuine, signed(genuine))).status).toBe(200);
    expect((await post(genuine, signed(genuine))).status).toBe(200);
    expect(await thread(partner.id)).toHaveLength(1);
  });
});

async function queueWhatsApp(userId: string, count: number) {
  const { rows } = await pool.query<{ id: string }>(
    `insert into public.email_outbox (user_id, channel, category, kind, content)
     select $1, 'whatsapp', 'schedule', 'legacy',
       jsonb_build_object('data', jsonb_build_object('subject', 'Update ' || n, 'message', 'Number ' || n || '.'))
     from generate_series(1, $2) n
     returning id`,
    [userId, count],
  );
  return rows;
}

async function outboxRow(userId: string) {
  const { rows } = await pool.query(
    `select status, delivery_status, provider_message_id from public.email_outbox
     where user_id = $1 and channel = 'whatsapp'`,
    [userId],
  );
  return rows[0];
}

describe("statuses", () => {
  test("in any order, they end at the latest", async () => {
    const { partner } = await partnerOnWhatsApp("wa-order");
    await queueWhatsApp(partner.id, 1);
    expect((await runSendWhatsApp()).status).toBe(200);
    const { provider_message_id: wamid } = await outboxRow(partner.id);
    // The copy posts sent and delivered by itself; read, then an old delivered and sent again.
    await whatsappStatus(wamid, "read");
    await whatsappStatus(wamid, "delivered");
    await whatsappStatus(wamid, "sent");
    await sleep(500);
    expect(await outboxRow(partner.id)).toMatchObject({ status: "sent", delivery_status: "read" });
  });

  test("an admin's answer sent to WhatsApp shows delivered, then read, on its chat message", async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-answer");
    const admin = await createUser(pool, { label: "wa-answer-admin", role: "admin" });
    await actAs(pool, admin.caller, (c) =>
      c.query(
        "insert into public.chat_messages (user_id, sender_type, message) values ($1, 'agent', 'Yes, Sunday works.')",
        [partner.id],
      ),
    );
    // The partner is away (the support mails' rule): it is due after its wait.
    await pool.query(
      "update public.email_outbox set send_after = now() where user_id = $1 and channel = 'whatsapp'",
      [partner.id],
    );
    expect((await runSendWhatsApp()).status).toBe(200);
    const answer = async () =>
      (await thread(partner.id)).find((m) => m.sender_type === "agent") as { status: string };
    for (let i = 0; i < 40 && (await answer()).status !== "delivered"; i++) await sleep(100);
    expect(await answer()).toMatchObject({ status: "delivered" });
    await whatsappInbound(number, "Thanks");
    for (let i = 0; i < 40 && (await answer()).status !== "read"; i++) await sleep(100);
    expect(await answer()).toMatchObject({ status: "read" });
    expect((await whatsappMessagesTo(number))[0]?.template?.parameters.join(" ")).toContain(
      "Yes, Sunday works.",
    );
  });
});

describe("the send-whatsapp function killed mid-batch", () => {
  test("every one of 200 messages is delivered exactly once", { timeout: 240_000 }, async () => {
    const { partner, number } = await partnerOnWhatsApp("wa-kill");
    const queued = await queueWhatsApp(partner.id, 200);
    const options = { batchSize: 50, leaseSeconds: 15, concurrency: 4 };
    const run = runSendWhatsApp(options);
    while ((await whatsappMessagesTo(number)).length < 30) await sleep(20);
    process.kill(await testFunctionProcessId("send-whatsapp"), "SIGKILL");
    expect((await run).status).not.toBe(200);
    expect((await whatsappMessagesTo(number)).length).toBeLessThan(200);

    const sentCount = async () => {
      const { rows } = await pool.query(
        "select count(*)::int as n from public.email_outbox where user_id = $1 and status = 'sent'",
        [partner.id],
      );
      return rows[0].n as number;
    };
    for (let i = 0; i < 200 && (await sentCount()) !== 200; i++) {
      await sleep(1000);
      expect((await runSendWhatsApp(options)).status).toBe(200);
    }
    expect(await sentCount()).toBe(200);
    const messages = await whatsappMessagesTo(number);
    expect(messages).toHaveLength(200);
    const { rows } = await pool.query(
      "select id, provider_message_id from public.email_outbox where user_id = $1",
      [partner.id],
    );
    expect(new Set(rows.map((r) => r.provider_message_id))).toEqual(
      new Set(messages.map((m) => m.id)),
    );
    expect(rows.map((r) => r.id).sort()).toEqual(queued.map((q) => q.id).sort());
  });
});
