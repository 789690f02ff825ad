import { afterAll, describe, expect, test } from "vitest";
import { WITHDRAWAL_MESSAGES } from "../../supabase/functions/_shared/portable/schemas/withdrawal.ts";
import { ownerPool } from "../support/db-callers.ts";
import { createBid, createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll } from "./support/accounts.ts";
import { acceptBid } from "./support/tours.ts";

/**
 * Withdrawing from a tour through the API: the terms said first, an early release that reopens
 * the opportunity for the earlier bidders, a late request the admin refuses or approves, and
 * nobody else's to withdraw; the bid cards' reliability follows.
 */

const pool = ownerPool(2);
const { partner, rival, admin } = accountsBeforeAll(pool, {
  partner: ["partner", "withdraw-api-partner"],
  rival: ["partner", "withdraw-api-rival"],
  admin: ["admin", "withdraw-api-admin"],
});
afterAll(() => pool.end());

const DAY = 86_400_000;

async function awardedTour(days: number) {
  const opportunity = await createOpportunity(pool, { date: new Date(Date.now() + days * DAY) });
  const bid = await createBid(pool, opportunity, partner.id);
  await createBid(pool, opportunity, rival.id);
  const tour = await acceptBid(pool, admin, bid);
  return { opportunity, bid, tour: tour.id as string };
}

describe("POST /api/tours/{id}/withdraw", () => {
  test("30 days ahead: the terms say it is released at once, and it is; the opportunity takes bids again", async () => {
    const { opportunity, tour } = await awardedTour(30);
    const terms = await partner.call("GET", `/api/tours/${tour}/withdrawal`);
    expect(terms.body).toEqual({ noticeDays: 7, late: false, pending: null });

    const { status, body } = await partner.call("POST", `/api/tours/${tour}/withdraw`, {
      reason: "Harvest came early.",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ tourId: tour, status: "released", late: false });
    const { rows } = await pool.query("select status from public.opportunities where id = $1", [
      opportunity,
    ]);
    expect(rows[0].status).toBe("open");
    const notices = await rival.call("GET", "/api/notifications");
    expect(notices.body.items.map((n: { type: string }) => n.type)).toContain(
      "opportunity_reopened",
    );
    const rebid = await rival.call("POST", "/api/bids", {
      opportunityId: opportunity,
      amount: "340",
    });
    expect(rebid.status).toBe(201);
  });

  test("another partner and an admin get 404; no reason is a 400 with its sentence", async () => {
    const { tour } = await awardedTour(30);
    expect((await rival.call("POST", `/api/tours/${tour}/withdraw`, { reason: "x" })).status).toBe(
      404,
    );
    expect((await rival.call("GET", `/api/tours/${tour}/withdrawal`)).status).toBe(404);
    expect((await admin.call("POST", `/api/tours/${tour}/withdraw`, { reason: "x" })).status).toBe(
      404,
    );
    const blank = await partner.call("POST", `/api/tours/${tour}/withdraw`, { reason: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors.reason).toContain(WITHDRAWAL_MESSAGES.reason);
  });

  test("3 days ahead: a request; refused then asked again and approved; reliability counts the approved one", async () => {
    const { tour, opportunity } = await awardedTour(3);
    const reliabilityOnBids = async () => {
      const other = await createOpportunity(pool);
      await createBid(pool, other, partner.id);
      const { body } = await admin.call("GET", `/api/admin/opportunities/${other}/bids`);
      return body.bids[0].partner.reliability;
    };
    const before = await reliabilityOnBids();

    expect((await partner.call("GET", `/api/tours/${tour}/withdrawal`)).body.late).toBe(true);
    const request = await partner.call("POST", `/api/tours/${tour}/withdraw`, {
      reason: "A family emergency.",
    });
    expect(request.body).toMatchObject({ status: "pending", late: true });
    const again = await partner.call("POST", `/api/tours/${tour}/withdraw`, { reason: "Still." });
    expect(again.status).toBe(409);

    const waiting = await admin.call("GET", "/api/admin/tours/withdrawals");
    expect(waiting.body).toContainEqual(
      expect.objectContaining({ id: request.body.id, tourId: tour, reason: "A family emergency." }),
    );
    expect((await partner.call("GET", "/api/admin/tours/withdrawals")).status).toBe(403);

    const decide = (id: string, body: unknown) =>
      admin.call("POST", `/api/admin/tours/withdrawals/${id}/decision`, body);
    expect((await decide(request.body.id, { approve: "yes" })).status).toBe(400);
    const refused = await decide(request.body.id, {
      approve: false,
      note: "No one else that day.",
    });
    expect(refused.body.status).toBe("refused");
    expect((await decide(request.body.id, { approve: true })).status).toBe(409);

    const second = await partner.call("POST", `/api/tours/${tour}/withdraw`, { reason: "Sorry." });
    expect((await decide(second.body.id, { approve: true })).body.status).toBe("approved");
    const { rows } = await pool.query("select status from public.opportunities where id = $1", [
      opportunity,
    ]);
    expect(rows[0].status).toBe("open");
    const types = (await partner.call("GET", "/api/notifications")).body.items.map(
      (n: { type: string }) => n.type,
    );
    expect(types).toEqual(
      expect.arrayContaining(["tour_withdrawal_refused", "tour_withdrawal_approved"]),
    );
    expect(await reliabilityOnBids()).toEqual({
      ...before,
      withdrawnLate: before.withdrawnLate + 1,
    });
  });
});
