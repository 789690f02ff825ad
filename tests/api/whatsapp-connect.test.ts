import { afterAll, describe, expect, test } from "vitest";
import { ownerPool, signedIn, sqlState, tryAs } from "../support/db-callers.ts";
import { createPartner } from "./support/accounts.ts";
import {
  latestCode,
  testNumber,
  whatsappFaults,
  whatsappInbound,
  whatsappMessagesTo,
} from "./support/whatsapp.ts";

/**
 * Connecting a WhatsApp number: a 6-digit code in an authentication template, 10
 * minutes and 5 tries, kept only as a hash; pending → verified; a new number verifies again;
 * a number another partner verified is refused; DELETE disconnects.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

async function storedRow(userId: string) {
  const { rows } = await pool.query(
    `select phone_number, status, is_verified, verification_code, verification_attempts
     from public.whatsapp_connections where user_id = $1`,
    [userId],
  );
  return rows[0];
}

describe("connect and verify", () => {
  test("a number typed the US way gets a code by template; the code verifies it", async () => {
    const partner = await createPartner(pool, "wa-connect");
    const number = testNumber();
    const connect = await partner.call("POST", "/api/whatsapp/connect", {
      phoneNumber: number.typed,
    });
    expect(connect.status).toBe(202);
    expect(connect.body.connection).toMatchObject({
      status: "pending",
      isVerified: false,
      triesLeft: 5,
      phoneNumber: `+1 •••••• ${number.e164.slice(-4)}`,
    });
    const [template] = await whatsappMessagesTo(number.e164);
    expect(template?.template).toMatchObject({ name: "verification_code", language: "en_US" });
    const code = await latestCode(number.e164);
    expect(code).toMatch(/^\d{6}$/);

    const row = await storedRow(partner.id);
    expect(row).toMatchObject({ phone_number: number.e164, status: "pending", is_verified: false });
    expect(row.verification_code).not.toContain(code);
    expect(row.verification_code).toMatch(/^\$2a\$/);

    const verify = await partner.call("POST", "/api/whatsapp/verify", { code });
    expect(verify.status).toBe(200);
    expect(verify.body).toEqual({ status: "verified" });
    const read = await partner.call("GET", "/api/whatsapp");
    expect(read.body.connection).toMatchObject({ status: "verified", isVerified: true });
    expect((await storedRow(partner.id)).verification_code).toBeNull();
  });

  test("a number that is none is a 400 under the field, and nothing is sent", async () => {
    const partner = await createPartner(pool, "wa-bad-number");
    const res = await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: "12345" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: "Please enter a valid phone number",
      fieldErrors: { phoneNumber: ["Please enter a valid phone number"] },
    });
    expect(await storedRow(partner.id)).toBeUndefined();
    const missing = await partner.call("POST", "/api/whatsapp/connect", {});
    expect(missing.status).toBe(400);
  });

  test("a wrong code is a 400 and uses a try; the fifth wrong try asks for a new code", async () => {
    const partner = await createPartner(pool, "wa-wrong");
    const number = testNumber();
    await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    const code = await latestCode(number.e164);
    const wrong = code === "000000" ? "111111" : "000000";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await partner.call("POST", "/api/whatsapp/verify", { code: wrong })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 409]);
    const first = await partner.call("GET", "/api/whatsapp");
    expect(first.body.connection).toMatchObject({ status: "pending", triesLeft: 0 });
    const late = await partner.call("POST", "/api/whatsapp/verify", { code });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Too many wrong tries. Ask for a new code.");

    await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    const fresh = await latestCode(number.e164);
    expect((await partner.call("POST", "/api/whatsapp/verify", { code: fresh })).status).toBe(200);
  });

  test("a wrong try's message is under the code field", async () => {
    const partner = await createPartner(pool, "wa-wrong-field");
    const number = testNumber();
    await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    const code = await latestCode(number.e164);
    const res = await partner.call("POST", "/api/whatsapp/verify", {
      code: code === "123456" ? "654321" : "123456",
    });
    expect(res.body).toEqual({
      message: "That code is not right. Check the message and try again.",
      fieldErrors: { code: ["That code is not right. Check the message and try again"] },
    });
    expect((await partner.call("POST", "/api/whatsapp/verify", { code: "12ab" })).status).toBe(400);
  });

  test("a code older than 10 minutes has expired", async () => {
    const partner = await createPartner(pool, "wa-expired");
    const number = testNumber();
    await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    const code = await latestCode(number.e164);
    await pool.query(
      "update public.whatsapp_connections set verification_sent_at = now() - interval '10 minutes 1 second' where user_id = $1",
      [partner.id],
    );
    const res = await partner.call("POST", "/api/whatsapp/verify", { code });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("This code has expired. Ask for a new one.");
    expect((await storedRow(partner.id)).is_verified).toBe(false);
  });

  test("verifying before any code was sent asks for one", async () => {
    const partner = await createPartner(pool, "wa-none");
    const res = await partner.call("POST", "/api/whatsapp/verify", { code: "123456" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Ask for a code first.");
  });

  test("a number another partner verified is refused and gets no code", async () => {
    const owner = await createPartner(pool, "wa-owner");
    const other = await createPartner(pool, "wa-other");
    const number = testNumber();
    await owner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    await owner.call("POST", "/api/whatsapp/verify", { code: await latestCode(number.e164) });
    const before = (await whatsappMessagesTo(number.e164)).length;
    const res = await other.call("POST", "/api/whatsapp/connect", { phoneNumber: number.typed });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This number is connected to another account.");
    expect((await whatsappMessagesTo(number.e164)).length).toBe(before);
    expect(await storedRow(other.id)).toBeUndefined();
  });

  test("a pending claim blocks no one; the one who verifies first keeps the number", async () => {
    const first = await createPartner(pool, "wa-race-1");
    const second = await createPartner(pool, "wa-race-2");
    const number = testNumber();
    await first.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    const firstCode = await latestCode(number.e164);
    await second.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    const secondCode = await latestCode(number.e164);
    expect((await second.call("POST", "/api/whatsapp/verify", { code: secondCode })).status).toBe(
      200,
    );
    const late = await first.call("POST", "/api/whatsapp/verify", { code: firstCode });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This number is connected to another account.");
  });

  test("changing the number verifies again; DELETE disconnects", async () => {
    const partner = await createPartner(pool, "wa-change");
    const first = testNumber();
    await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: first.e164 });
    await partner.call("POST", "/api/whatsapp/verify", { code: await latestCode(first.e164) });
    const second = testNumber();
    const change = await partner.call("POST", "/api/whatsapp/connect", {
      phoneNumber: second.e164,
    });
    expect(change.status).toBe(202);
    expect(change.body.connection).toMatchObject({ status: "pending", isVerified: false });
    expect(await storedRow(partner.id)).toMatchObject({ phone_number: second.e164 });
    await partner.call("POST", "/api/whatsapp/verify", { code: await latestCode(second.e164) });

    const gone = await partner.call("DELETE", "/api/whatsapp");
    expect(gone.status).toBe(204);
    expect((await partner.call("GET", "/api/whatsapp")).body).toEqual({ connection: null });
    expect(await storedRow(partner.id)).toBeUndefined();
  });

  test("the sixth code within an hour is a 429 with Retry-After", async () => {
    const partner = await createPartner(pool, "wa-limit");
    const number = testNumber();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 })).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await whatsappMessagesTo(number.e164)).length).toBe(5);
  });

  test("WhatsApp refusing the send is a 429 with its Retry-After, not a 500", async () => {
    const partner = await createPartner(pool, "wa-provider-down");
    const number = testNumber();
    await whatsappFaults({ status: 429, retryAfter: 7, to: number.e164 });
    const res = await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("7");
    expect(res.body.message).toBe(
      "WhatsApp could not take the code just now. Try again in a minute.",
    );
  });
});

describe("STOP", () => {
  test("a reply of STOP shows on the connection; verifying again starts it anew", async () => {
    const partner = await createPartner(pool, "wa-stop-profile");
    const number = testNumber();
    await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    await partner.call("POST", "/api/whatsapp/verify", { code: await latestCode(number.e164) });
    expect((await partner.call("GET", "/api/whatsapp")).body.connection.optedOut).toBe(false);
    await whatsappInbound(number.e164, "STOP");
    const stopped = await partner.call("GET", "/api/whatsapp");
    expect(stopped.body.connection).toMatchObject({ optedOut: true, isVerified: true });

    await partner.call("POST", "/api/whatsapp/connect", { phoneNumber: number.e164 });
    await partner.call("POST", "/api/whatsapp/verify", { code: await latestCode(number.e164) });
    expect((await partner.call("GET", "/api/whatsapp")).body.connection).toMatchObject({
      optedOut: false,
      status: "verified",
    });
  });
});

describe("the database guards it", () => {
  test("a partner can neither write a connection directly nor call the code functions over the Data API", async () => {
    const partner = await createPartner(pool, "wa-direct");
    const insert = await sqlState(
      tryAs(pool, signedIn(partner), (c) =>
        c.query(
          "insert into public.whatsapp_connections (user_id, phone_number, is_verified) values ($1, '+12015550100', true)",
          [partner.id],
        ),
      ),
    );
    expect(insert).toBe("42501");
    const { rows } = await pool.query(
      `select p.proname, has_function_privilege('anon', p.oid, 'execute') as anon
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'private' and p.proname in ('start_whatsapp_verification', 'check_whatsapp_code')`,
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.anon === false)).toBe(true);
  });

  test("an inactive partner cannot start a verification", async () => {
    const partner = await createPartner(pool, "wa-inactive");
    await pool.query("update public.users set is_active = false where id = $1", [partner.id]);
    const res = await partner.call("POST", "/api/whatsapp/connect", {
      phoneNumber: testNumber().e164,
    });
    expect(res.status).toBe(403);
  });
});
