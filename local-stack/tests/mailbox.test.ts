import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../tests/support/clients.ts";
import { testStack } from "../../tests/support/stack.ts";

/** The mailbox's e-mail API: Resend's `POST /emails`, as the send-email function speaks it. */

function send(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${testStack.mailboxUrl}/emails`, {
    method: "POST",
    headers: { authorization: "Bearer re_test", "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function mailsTo(address: string) {
  const res = await fetch(`${testStack.mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as {
    id: string;
    subject: string;
    source: string;
    headers: Record<string, string>;
  }[];
}

const mail = (to: string) => ({
  from: "Portal <mail@example.test>",
  to: [to],
  subject: "Hello",
  html: "<p>Hi</p>",
  text: "Hi",
  headers: { "List-Unsubscribe": "<https://example.test/u>" },
});

describe("mailbox e-mail API", () => {
  it("stores a mail beside Auth's and answers its id", async () => {
    const to = uniqueEmail("mailbox");
    const res = await send(mail(to));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const mails = await mailsTo(to);
    expect(mails).toEqual([expect.objectContaining({ id, subject: "Hello", source: "api" })]);
    expect(mails[0]?.headers["List-Unsubscribe"]).toBe("<https://example.test/u>");
    const page = await fetch(`${testStack.mailboxUrl}/messages/${id}`);
    expect(await page.text()).toContain("List-Unsubscribe");
  });

  it("keeps one mail per Idempotency-Key; the key with another payload is a 409", async () => {
    const to = uniqueEmail("mailbox");
    const key = randomUUID();
    const first = (await (await send(mail(to), { "idempotency-key": key })).json()) as {
      id: string;
    };
    const again = await send(mail(to), { "idempotency-key": key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: first.id });
    const changed = await send({ ...mail(to), subject: "Other" }, { "idempotency-key": key });
    expect(changed.status).toBe(409);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it("refuses a request without a key or without a recipient", async () => {
    const res = await fetch(`${testStack.mailboxUrl}/emails`, { method: "POST", body: "{}" });
    expect(res.status).toBe(401);
    expect((await send({ ...mail("x@example.test"), to: [] })).status).toBe(422);
  });

  it("answers the faults it is told to, for one address, then accepts", async () => {
    const to = uniqueEmail("mailbox");
    const faults = await fetch(`${testStack.mailboxUrl}/api/faults`, {
      method: "POST",
      body: JSON.stringify([
        { status: 429, retryAfter: 3, to },
        { status: 503, to },
      ]),
    });
    expect(faults.status).toBe(200);
    expect((await send(mail(uniqueEmail("bystander")))).status).toBe(200);
    const limited = await send(mail(to));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("3");
    expect((await send(mail(to))).status).toBe(503);
    expect((await send(mail(to))).status).toBe(200);
    expect(await mailsTo(to)).toHaveLength(1);
  });
});
