import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testStack } from "../../tests/support/stack.ts";
import { LOCAL_WHATSAPP } from "../whatsapp/credentials.ts";

/** The local copy of the WhatsApp Cloud API, as the send-whatsapp function speaks it. */

const base = testStack.whatsappUrl;
const sendUrl = `${base}/${LOCAL_WHATSAPP.apiVersion}/${LOCAL_WHATSAPP.phoneNumberId}/messages`;
let counter = 0;
/** A number of this run's own (US 555-01xx numbers are fictional). */
const uniqueNumber = () =>
  `+1555${String(Date.now() % 100_000).padStart(5, "0")}${String(counter++ % 100).padStart(2, "0")}`;

function send(body: unknown, token: string = LOCAL_WHATSAPP.accessToken, url = sendUrl) {
  return fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

const text = (to: string, body = "Hello") => ({
  messaging_product: "whatsapp",
  recipient_type: "individual",
  to,
  type: "text",
  text: { preview_url: false, body },
});

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: "POST", body: JSON.stringify(body) });

async function messagesTo(number: string) {
  const res = await fetch(`${base}/api/messages?to=${encodeURIComponent(number)}`);
  return (await res.json()) as Array<{
    id: string;
    type: string;
    text?: string;
    template?: { name: string; language: string; parameters: string[] };
    status: string;
  }>;
}

type Delivery = { id: string; kind: string; body: string; signature: string };
async function deliveries() {
  return (await (await fetch(`${base}/api/deliveries`)).json()) as Delivery[];
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean) {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  return read();
}

describe("local WhatsApp Cloud API", () => {
  it("sends a text message and answers the Cloud API's shape", async () => {
    const to = uniqueNumber();
    const res = await send(text(to.slice(1)));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as {
      messaging_product: string;
      contacts: Array<{ input: string; wa_id: string }>;
      messages: Array<{ id: string }>;
    };
    expect(answer.messaging_product).toBe("whatsapp");
    expect(answer.contacts).toEqual([{ input: to.slice(1), wa_id: to.slice(1) }]);
    expect(answer.messages[0]?.id).toMatch(/^wamid\./);
    const listed = await messagesTo(to);
    expect(listed).toEqual([
      expect.objectContaining({ id: answer.messages[0]?.id, type: "text", text: "Hello" }),
    ]);
    const page = await (await fetch(`${base}/numbers/${encodeURIComponent(to)}`)).text();
    expect(page).toContain("Hello");
    expect(await (await fetch(`${base}/`)).text()).toContain(to);
  });

  it("sends a template with its parameters, then its sent and delivered statuses, signed", async () => {
    const to = uniqueNumber();
    const res = await send({
      messaging_product: "whatsapp",
      to,
      type: "template",
      template: {
        name: "verification_code",
        language: { code: "en_US" },
        components: [
          { type: "body", parameters: [{ type: "text", text: "123456" }] },
          {
            type: "button",
            sub_type: "url",
            index: "0",
            parameters: [{ type: "text", text: "123456" }],
          },
        ],
      },
    });
    expect(res.status).toBe(200);
    const [message] = await until(
      () => messagesTo(to),
      (list) => list[0]?.status === "delivered",
    );
    expect(message).toMatchObject({
      type: "template",
      status: "delivered",
      template: { name: "verification_code", language: "en_US", parameters: ["123456", "123456"] },
    });
    // The delivery is listed once the project answered it.
    const ofMessage = (list: Delivery[]) => list.filter((d) => d.body.includes(message?.id ?? "?"));
    const statuses = ofMessage(await until(deliveries, (list) => ofMessage(list).length === 2));
    expect(
      statuses.map((d) => JSON.parse(d.body).entry[0].changes[0].value.statuses[0].status),
    ).toEqual(["delivered", "sent"]);
    for (const d of statuses) {
      const expected = `sha256=${createHmac("sha256", LOCAL_WHATSAPP.appSecret).update(d.body).digest("hex")}`;
      expect(d.signature).toBe(expected);
    }
  });

  it("refuses a wrong token, another phone-number id and a bad number as the Graph API does", async () => {
    const wrongToken = await send(text(uniqueNumber()), "nope");
    expect(wrongToken.status).toBe(401);
    expect(((await wrongToken.json()) as { error: { code: number } }).error.code).toBe(190);
    const otherId = await send(
      text(uniqueNumber()),
      LOCAL_WHATSAPP.accessToken,
      `${base}/${LOCAL_WHATSAPP.apiVersion}/999/messages`,
    );
    expect(otherId.status).toBe(400);
    expect(((await otherId.json()) as { error: { code: number } }).error.code).toBe(100);
    const badNumber = await send(text("12"));
    expect(badNumber.status).toBe(400);
  });

  it("delivers an inbound message as a signed webhook, then reads what was sent to the number", async () => {
    const from = uniqueNumber();
    await send(text(from, "Your tour is tomorrow"));
    await until(
      () => messagesTo(from),
      (list) => list[0]?.status === "delivered",
    );
    const res = await post("/api/inbound", { from, text: "Thanks!" });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const all = await deliveries();
    const inbound = all.find((d) => d.kind === "message" && d.body.includes(id));
    const value = JSON.parse(inbound?.body ?? "{}").entry[0].changes[0].value;
    expect(value.metadata.phone_number_id).toBe(LOCAL_WHATSAPP.phoneNumberId);
    expect(value.messages[0]).toMatchObject({
      from: from.slice(1),
      id,
      type: "text",
      text: { body: "Thanks!" },
    });
    expect(inbound?.signature).toBe(
      `sha256=${createHmac("sha256", LOCAL_WHATSAPP.appSecret)
        .update(inbound?.body ?? "")
        .digest("hex")}`,
    );
    expect((await messagesTo(from))[0]?.status).toBe("read");
  });

  it("posts a status by hand, in any order", async () => {
    const to = uniqueNumber();
    const { messages } = (await (await send(text(to))).json()) as {
      messages: Array<{ id: string }>;
    };
    const res = await post("/api/statuses", { id: messages[0]?.id, status: "read" });
    expect(res.status).toBe(200);
    expect((await post("/api/statuses", { id: "wamid.none", status: "read" })).status).toBe(400);
  });

  it("answers the faults it is told to, for one number, then accepts", async () => {
    const to = uniqueNumber();
    const queued = await post("/api/faults", [
      { status: 429, retryAfter: 3, to },
      { status: 503, to },
      { undeliverable: true, to },
    ]);
    expect(queued.status).toBe(200);
    expect((await send(text(uniqueNumber()))).status).toBe(200);
    const limited = await send(text(to));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3");
    expect(((await limited.json()) as { error: { code: number } }).error.code).toBe(130429);
    expect((await send(text(to))).status).toBe(503);
    expect((await send(text(to))).status).toBe(200);
    const [failed] = await until(
      () => messagesTo(to),
      (list) => list[0]?.status === "failed",
    );
    expect(failed?.status).toBe("failed");
    expect((await send(text(to))).status).toBe(200);
  });
});
