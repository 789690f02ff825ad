import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity, startTour } from "../support/db-fixtures.ts";
import { accountsBeforeAll, COMPLETE_PROFILE, type Partner } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

/** The welcome mail's link through the API, "send again", and the payouts that wait for it. */

const pool = ownerPool(4);

const UNCONFIRMED = { ...COMPLETE_PROFILE, email_verified: false };

const { admin, owner, other, payee } = accountsBeforeAll(pool, {
  admin: ["admin", "confirm-api-admin"],
  owner: ["partner", "confirm-api-owner", UNCONFIRMED],
  other: ["partner", "confirm-api-other", UNCONFIRMED],
  payee: ["partner", "confirm-api-payee", UNCONFIRMED],
});

afterAll(() => pool.end());

/** The token of the newest link mailed to `who`, as the mail carries it. */
async function tokenOf(who: Partner): Promise<string> {
  const { rows } = await pool.query(
    `select private.link_token('email_confirmation', c.id) as token
     from private.email_confirmations c where c.user_id = $1 order by c.sent_at desc limit 1`,
    [who.id],
  );
  return rows[0].token;
}

const confirm = (who: Partner, token: string) =>
  who.call("POST", "/api/email-confirmation", { token });

describe("POST /api/email-confirmation", () => {
  test("the caller's own link confirms the address once; the flag follows", async () => {
    expect((await owner.call("GET", "/api/auth/user")).body.emailVerified).toBe(false);
    const token = await tokenOf(owner);
    const first = await confirm(owner, token);
    expect(first).toMatchObject({ status: 200, body: { emailVerified: true } });
    expect((await owner.call("GET", "/api/auth/user")).body.emailVerified).toBe(true);
    const again = await confirm(owner, token);
    expect(again).toMatchObject({
      status: 409,
      body: { message: "This confirmation link was used already." },
    });
  });

  test("another account's link, a made-up one and a malformed one confirm nothing", async () => {
    const token = await tokenOf(payee);
    expect(await confirm(other, token)).toMatchObject({
      status: 404,
      body: { message: "This confirmation link is not valid." },
    });
    expect((await confirm(other, "a".repeat(64))).status).toBe(404);
    const malformed = await confirm(other, "not-a-token");
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).toContain("This confirmation link is not valid.");
    expect((await other.call("GET", "/api/auth/user")).body.emailVerified).toBe(false);
    expect((await payee.call("GET", "/api/auth/user")).body.emailVerified).toBe(false);
  });

  test("an expired link is 410 with the way to a new one", async () => {
    const token = await tokenOf(other);
    await pool.query(
      "update private.email_confirmations set expires_at = now() - interval '1 minute' where user_id = $1",
      [other.id],
    );
    expect(await confirm(other, token)).toMatchObject({
      status: 410,
      body: { message: "This confirmation link has expired; send a new one from your profile." },
    });
  });
});

describe("POST /api/email-confirmation/resend", () => {
  test("3 links an hour with the welcome mail, then 429; none to a confirmed address", async () => {
    expect(await other.call("POST", "/api/email-confirmation/resend")).toMatchObject({
      status: 200,
      body: { sent: true },
    });
    expect((await other.call("POST", "/api/email-confirmation/resend")).status).toBe(200);
    const over = await other.call("POST", "/api/email-confirmation/resend");
    expect(over.status).toBe(429);
    expect(confirmed(over.body.message)).toBe(true);
    const done = await owner.call("POST", "/api/email-confirmation/resend");
    expect(done).toMatchObject({
      status: 409,
      body: { message: "Your e-mail address is confirmed already." },
    });
  });
});

/** A rate limit's sentence names what it limits. */
const confirmed = (message: unknown) =>
  typeof message === "string" && message.includes("confirmation e-mails");

describe("payouts wait for a confirmed address", () => {
  test("the admin's month says so and paying is 409 with the reason, until the link is followed", async () => {
    const opportunityId = await createOpportunity(pool, {
      title: "Unconfirmed payee",
      date: inDays(3),
    });
    const bid = await payee.call("POST", "/api/bids", { opportunityId, amount: "180.00" });
    expect(bid.status).toBe(201);
    const tour = await acceptBid(pool, admin, bid.body.id);
    await startTour(pool, tour.id);
    const done = await admin.call("PUT", `/api/admin/tours/${tour.id}`, {
      status: "completed",
      confirmNoCheckIns: true,
      actualRevenue: "180.00",
    });
    expect(done.status).toBe(200);

    const month = new Date().toISOString().slice(0, 7);
    const page = await admin.call("GET", `/api/admin/payouts?partnerId=${payee.id}&month=${month}`);
    expect(page.body.items[0]).toMatchObject({ partnerId: payee.id, partnerEmailVerified: false });
    const payment = {
      lineIds: page.body.items[0].lines.map((l: { id: string }) => l.id),
      paidOn: "2026-11-20",
      method: "bank_transfer",
      reference: "ACH 808",
      total: "180.00",
    };
    expect(await admin.call("POST", "/api/admin/payouts", payment)).toMatchObject({
      status: 409,
      body: {
        message:
          "This partner has not confirmed their e-mail address yet; payments wait until they follow the link we mailed them.",
      },
    });

    expect((await confirm(payee, await tokenOf(payee))).status).toBe(200);
    const after = await admin.call(
      "GET",
      `/api/admin/payouts?partnerId=${payee.id}&month=${month}`,
    );
    expect(after.body.items[0].partnerEmailVerified).toBe(true);
    expect((await admin.call("POST", "/api/admin/payouts", payment)).status).toBe(201);
  });
});
