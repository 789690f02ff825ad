import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity, startTour } from "../support/db-fixtures.ts";
import { testStack } from "../support/stack.ts";
import { accountsBeforeAll, createPartner, type Partner } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

const pool = ownerPool(4);

const { admin } = accountsBeforeAll(pool, { admin: ["admin", "trends-admin"] });

afterAll(() => pool.end());

const DAY = 86_400_000;
/** The first instant of the current calendar month in UTC, as partner_trends() counts. */
function monthStart() {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
// Ten days before the 1st is always in the previous month; forty days before, in the one before.
const lastMonth = () => new Date(monthStart().getTime() - 10 * DAY);
const twoMonthsAgo = () => new Date(monthStart().getTime() - 40 * DAY);

async function bidOn(partner: Partner, title: string, amount: number) {
  const opportunityId = await createOpportunity(pool, { title, date: inDays(5) });
  const { status, body } = await partner.call("POST", "/api/bids", { opportunityId, amount });
  expect(status).toBe(201);
  return { opportunityId, bidId: body.id as string };
}

/** Accepts the bid, completes its tour and dates the completion and the decision `at`. */
async function completedTour(bidId: string, revenue: string, rating: number, at?: Date) {
  const tour = await acceptBid(pool, admin, bidId);
  await startTour(pool, tour.id);
  const { status } = await admin.call("PUT", `/api/admin/tours/${tour.id}`, {
    status: "completed",
    confirmNoCheckIns: true,
    actualRevenue: revenue,
    rating,
  });
  expect(status).toBe(200);
  if (at) {
    await pool.query("update public.tours set completed_at = $2 where id = $1", [tour.id, at]);
    await pool.query("update public.bids set reviewed_at = $2 where id = $1", [bidId, at]);
  }
  return tour.id;
}

async function decline(bidId: string, at?: Date) {
  const { status } = await admin.call("PUT", `/api/admin/bids/${bidId}`, {
    status: "declined",
    declineReason: "The dates did not work out.",
  });
  expect(status).toBe(200);
  if (at) await pool.query("update public.bids set reviewed_at = $2 where id = $1", [bidId, at]);
}

describe("GET /api/stats: the last-month figures", () => {
  test("a new partner has nothing to compare with", async () => {
    const partner = await createPartner(pool, "trends-new");
    const { status, body } = await partner.call("GET", "/api/stats");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      lastMonthRevenue: "0.00",
      lastMonthTours: 0,
      lastMonthSuccessRate: null,
    });
    expect(body).not.toHaveProperty("lastMonthAverageRating");
  });

  test("tours completed this month, last month and before, and bids decided around the 1st", async () => {
    const partner = await createPartner(pool, "trends");
    const a = await bidOn(partner, "Last month A", 200);
    const b = await bidOn(partner, "Last month B", 100);
    const c = await bidOn(partner, "Two months ago", 300);
    const d = await bidOn(partner, "This month", 450);
    const e = await bidOn(partner, "Declined before", 150);
    const f = await bidOn(partner, "Declined now", 150);
    await bidOn(partner, "Still pending", 150);

    await completedTour(a.bidId, "200.00", 3, lastMonth());
    await completedTour(b.bidId, "100.50", 5, lastMonth());
    await completedTour(c.bidId, "300.00", 4, twoMonthsAgo());
    await completedTour(d.bidId, "450.25", 5);
    await decline(e.bidId, lastMonth());
    await decline(f.bidId);

    const { body } = await partner.call("GET", "/api/stats");
    expect(body).toEqual({
      // Revenue is what was agreed (the bids), not the tours' actual revenue (docs/api.md).
      totalRevenue: "1050.00",
      toursCompleted: 4,
      monthlyTours: 1,
      monthlyRevenue: "450.00",
      activeBids: 1,
      // 4 accepted of 6 decided now; 3 of 4 decided before the 1st.
      successRate: 66.7,
      // The admin's ratings at completion are their notes: the rating is reviews', none yet.
      averageRating: 0,
      reviewCount: 0,
      lastMonthRevenue: "300.00",
      lastMonthTours: 2,
      lastMonthSuccessRate: 75,
      bidsPlaced: 7,
      decidedBids: 6,
    });
  });

  test("a partner whose first tour is this month had no revenue last month", async () => {
    const partner = await createPartner(pool, "trends-first");
    const { bidId } = await bidOn(partner, "First ever", 250);
    await completedTour(bidId, "250.00", 4);
    const { body } = await partner.call("GET", "/api/stats");
    expect(body).toMatchObject({
      monthlyRevenue: "250.00",
      monthlyTours: 1,
      lastMonthRevenue: "0.00",
      lastMonthTours: 0,
      successRate: 100,
      lastMonthSuccessRate: null,
      averageRating: 0,
      reviewCount: 0,
    });
  });
});

describe("GET /api/stats/activity", () => {
  test("401 without a session (the anon key as the token)", async () => {
    const anonymous = await callApi(undefined, "GET", "/api/stats/activity", undefined, {
      authorization: `Bearer ${testStack.anonKey}`,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "Unauthorized" });
  });

  test("the partner's own events, newest first, with titles, amounts and reasons", async () => {
    const partner = await createPartner(pool, "activity");
    const other = await createPartner(pool, "activity-other");
    await bidOn(other, "Someone else's bid", 90);

    const assignedId = await createOpportunity(pool, { title: "Assigned harvest" });
    const assigned = await admin.call("POST", `/api/admin/opportunities/${assignedId}/assign`, {
      userIds: [partner.id],
    });
    expect(assigned.status).toBe(200);
    const won = await bidOn(partner, "Won and done", 320);
    await completedTour(won.bidId, "333.00", 5);
    const lost = await bidOn(partner, "Lost one", 150);
    await decline(lost.bidId);
    const dropped = await bidOn(partner, "Changed my mind", 120);
    await partner.call("POST", `/api/bids/${dropped.bidId}/withdraw`);

    const { status, body } = await partner.call("GET", "/api/stats/activity");
    expect(status).toBe(200);
    expect(body.map((item: { type: string; title: string }) => [item.type, item.title])).toEqual([
      ["bid_withdrawn", "Changed my mind"],
      ["bid_submitted", "Changed my mind"],
      ["bid_declined", "Lost one"],
      ["bid_submitted", "Lost one"],
      ["tour_completed", "Won and done"],
      ["tour_scheduled", "Won and done"],
      ["bid_accepted", "Won and done"],
      ["bid_submitted", "Won and done"],
      ["assignment", "Assigned harvest"],
    ]);
    const byType = Object.fromEntries(
      body.map((item: { type: string }) => [item.type, item]),
    ) as Record<string, Record<string, unknown>>;
    expect(byType.bid_declined).toMatchObject({
      id: `bid_declined:${lost.bidId}`,
      opportunityId: lost.opportunityId,
      amount: "150.00",
      detail: "The dates did not work out.",
    });
    // What the partner earned (the agreed 320), not the tour's actual revenue.
    expect(byType.tour_completed).toMatchObject({ amount: "320.00", detail: null });
    expect(byType.bid_withdrawn?.occurredAt).toEqual(expect.stringMatching(/Z$/));
  });

  test("at most the 10 latest events", async () => {
    const partner = await createPartner(pool, "activity-many");
    for (let index = 0; index < 12; index += 1) await bidOn(partner, `Bid ${index}`, 100);
    const { body } = await partner.call("GET", "/api/stats/activity");
    expect(body).toHaveLength(10);
    expect(body[0].title).toBe("Bid 11");
    expect(body[9].title).toBe("Bid 2");
  });
});
