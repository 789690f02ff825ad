import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { startTour } from "../support/db-fixtures.ts";
import { accountsBeforeAll, type Partner } from "./support/accounts.ts";
import type { AnyBody } from "./support/call-api.ts";
import { insertOpportunity, opportunityPayload } from "./support/opportunities.ts";

const pool = ownerPool(2);

const { admin, winner, other } = accountsBeforeAll(pool, {
  admin: ["admin", "story-admin"],
  winner: ["partner", "story-winner"],
  other: ["partner", "story-other"],
});

afterAll(() => pool.end());

async function notificationsOf(partner: Partner, opportunityId: string) {
  const { body } = await partner.call("GET", "/api/notifications?pageSize=100");
  return body.items
    .filter((item: AnyBody) => item.data?.opportunityId === opportunityId)
    .map((item: AnyBody) => item.type)
    .sort();
}

describe("the bid-to-tour lifecycle", () => {
  test("create → assign two → both bid with add-ons → accept one → tour, decline, notices → complete → stats", async () => {
    // The admin creates an opportunity and assigns two partners.
    const created = await admin.call(
      "POST",
      "/api/admin/opportunities",
      opportunityPayload({ title: "Sunset greenhouse tour", baseRate: "400" }, 12),
    );
    expect(created.status).toBe(201);
    const opportunityId = created.body.id;
    const assigned = await admin.call("POST", `/api/admin/opportunities/${opportunityId}/assign`, {
      userIds: [winner.id, other.id],
    });
    expect(assigned.status).toBe(200);
    expect(await notificationsOf(winner, opportunityId)).toEqual(["assignment"]);
    const statsBefore = (await winner.call("GET", "/api/stats")).body;

    // Both bid with add-ons: the amount is the total, the base plus the add-ons' prices.
    const winnerBid = await winner.call("POST", "/api/bids", {
      opportunityId,
      amount: "570.50",
      message: "Twelve years of guiding.",
      additionalServices: ["transportation", "photos"],
    });
    expect(winnerBid.status).toBe(201);
    expect(winnerBid.body.amount).toBe("570.50");
    const otherBid = await other.call("POST", "/api/bids", {
      opportunityId,
      amount: 415,
      message: "Happy to help.",
      additionalServices: ["refreshments"],
    });
    expect(otherBid.status).toBe(201);
    expect(otherBid.body.amount).toBe("415.00");

    // The admin compares them side by side; opening them marks them viewed once.
    const compared = await admin.call("GET", `/api/admin/opportunities/${opportunityId}/bids`);
    expect(compared.status).toBe(200);
    expect(compared.body.opportunity).toMatchObject({
      id: opportunityId,
      timeZone: "America/Los_Angeles",
      baseRate: "400.00",
      status: "open",
    });
    const byId = Object.fromEntries(compared.body.bids.map((bid: AnyBody) => [bid.id, bid]));
    expect(byId[winnerBid.body.id]).toMatchObject({
      amount: "570.50",
      baseAmount: "420.50",
      addOnsTotal: "150.00",
      addOns: [
        { id: "transportation", label: "Transportation included", price: "50.00" },
        { id: "photos", label: "Professional photos", price: "100.00" },
      ],
      message: "Twelve years of guiding.",
      status: "pending",
      partner: {
        id: winner.id,
        businessName: "Sunny Acres",
        rating: null,
        reviewCount: 0,
        totalTours: 0,
        totalRevenue: "0.00",
      },
    });
    expect(byId[otherBid.body.id]).toMatchObject({
      amount: "415.00",
      baseAmount: "390.00",
      addOnsTotal: "25.00",
    });
    expect(compared.body.bids[0].id).toBe(otherBid.body.id); // the cheaper first
    const firstViewed = byId[winnerBid.body.id].viewedAt;
    expect(firstViewed).toEqual(expect.any(String));
    const reopened = await admin.call("GET", `/api/admin/opportunities/${opportunityId}/bids`);
    const again = reopened.body.bids.find((bid: AnyBody) => bid.id === winnerBid.body.id);
    expect(again.viewedAt).toBe(firstViewed);

    // Shortlist, then accept: the tour is scheduled, the other bid declined.
    const shortlisted = await admin.call("PUT", `/api/admin/bids/${winnerBid.body.id}`, {
      status: "shortlisted",
      adminNotes: "Strong reviews",
    });
    expect(shortlisted.body).toMatchObject({
      status: "shortlisted",
      adminNotes: "Strong reviews",
      reviewedBy: admin.id,
    });
    const accepted = await admin.call("PUT", `/api/admin/bids/${winnerBid.body.id}`, {
      status: "accepted",
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "accepted" });
    expect(accepted.body.tour).toMatchObject({
      partnerId: winner.id,
      bidId: winnerBid.body.id,
      status: "scheduled",
      agreedAmount: "570.50",
    });
    const tourId = accepted.body.tour.id;
    // Awarded to the accepted bid's partner: one of the one needed, apart from the two assigned.
    const awarded = await admin.call("GET", `/api/admin/opportunities/${opportunityId}`);
    expect(awarded.body).toMatchObject({ status: "awarded", awardedCount: 1 });
    expect(awarded.body.assignedPartners).toHaveLength(2);

    const upcoming = await winner.call("GET", "/api/tours/upcoming");
    expect(upcoming.body.find((tour: AnyBody) => tour.id === tourId)).toMatchObject({
      title: "Sunset greenhouse tour",
      status: "scheduled",
      baseRate: "400.00",
    });
    const feedUrl = await winner.call("GET", "/api/calendar/feed-url");
    const feed = await (await fetch(feedUrl.body.url)).text();
    expect(feed).toContain("BEGIN:VCALENDAR");
    expect(feed).toContain("Sunset greenhouse tour");

    const otherBids = await other.call("GET", "/api/bids");
    expect(otherBids.body.items.find((bid: AnyBody) => bid.id === otherBid.body.id)).toMatchObject({
      status: "declined",
      declineReason: "Another partner was selected for this opportunity.",
    });
    expect((await other.call("GET", "/api/tours/upcoming")).body).toEqual([]);

    expect(await notificationsOf(winner, opportunityId)).toEqual([
      "assignment",
      "bid_accepted",
      "tour_scheduled",
    ]);
    expect(await notificationsOf(other, opportunityId)).toEqual(["assignment", "bid_declined"]);

    // A second acceptance is a conflict: the opportunity has its partner.
    const late = await admin.call("PUT", `/api/admin/bids/${otherBid.body.id}`, {
      status: "accepted",
    });
    expect(late.status).toBe(409);

    // The admin completes the tour: revenue, rating, feedback; the partner's stats follow.
    const badRating = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      status: "completed",
      confirmNoCheckIns: true,
      actualRevenue: "600",
      rating: 6,
    });
    expect(badRating.status).toBe(400);
    expect(badRating.body.fieldErrors.rating).toEqual([
      "Rating must be a whole number from 1 to 5",
    ]);
    const noRevenue = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      status: "completed",
      confirmNoCheckIns: true,
    });
    expect(noRevenue.body.fieldErrors.actualRevenue).toEqual([
      "The client's price is required to complete a tour",
    ]);

    // Not before the tour has started: 409, naming its start on the tour's own clock.
    const early = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      status: "completed",
      confirmNoCheckIns: true,
      actualRevenue: "612.25",
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^This tour starts on \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T and cannot be completed before then\.$/,
    );
    await startTour(pool, tourId);

    const completed = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      status: "completed",
      confirmNoCheckIns: true,
      actualRevenue: "612.25",
      rating: 4,
      feedback: "Guests loved it.",
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      status: "completed",
      actualRevenue: "612.25",
      rating: 4,
      feedback: "Guests loved it.",
      opportunityStatus: "completed",
      completedAt: expect.any(String),
    });
    expect(
      (await admin.call("PUT", `/api/admin/tours/${tourId}`, { status: "cancelled" })).status,
    ).toBe(409);

    const statsAfter = (await winner.call("GET", "/api/stats")).body;
    const cents = (amount: string) => Math.round(Number(amount) * 100);
    // The partner's revenue grows by what was agreed (the accepted bid), not the actual revenue.
    expect(cents(statsAfter.totalRevenue) - cents(statsBefore.totalRevenue)).toBe(57050);
    expect(statsAfter.toursCompleted).toBe(statsBefore.toursCompleted + 1);
    expect(statsAfter.monthlyTours).toBe(statsBefore.monthlyTours + 1);
    // The admin's rating of the tour is the admin's own note: the partner's is their reviews'.
    expect(statsAfter.averageRating).toBe(0);
    expect(statsAfter.successRate).toBe(100);
    expect(statsAfter.activeBids).toBe(0);
    expect((await other.call("GET", "/api/stats")).body).toMatchObject({
      successRate: 0,
      activeBids: 0,
    });

    const profile = await admin.call(
      "GET",
      `/api/admin/users?search=${encodeURIComponent(winner.email)}`,
    );
    expect(profile.body.items[0]).toMatchObject({
      totalTours: 1,
      // What the partner is owed: the accepted bid's total, not the actual revenue.
      totalRevenue: "570.50",
      rating: null,
    });
  });

  test("declining needs a reason, which the partner is told", async () => {
    const opportunityId = await insertOpportunity(pool);
    const bid = await other.call("POST", "/api/bids", { opportunityId, amount: "250" });
    expect(bid.status).toBe(201);

    const noReason = await admin.call("PUT", `/api/admin/bids/${bid.body.id}`, {
      status: "declined",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Please give a reason for declining this bid");
    const unknown = await admin.call("PUT", `/api/admin/bids/${bid.body.id}`, {
      status: "withdrawn",
    });
    expect(unknown.body.fieldErrors.status).toEqual(["Choose shortlisted, accepted or declined"]);

    const declined = await admin.call("PUT", `/api/admin/bids/${bid.body.id}`, {
      status: "declined",
      declineReason: "The group needs a processor tour.",
    });
    expect(declined.body).toMatchObject({
      status: "declined",
      declineReason: "The group needs a processor tour.",
    });
    const { body } = await other.call("GET", "/api/notifications?pageSize=100");
    const notice = body.items.find((item: AnyBody) => item.data?.bidId === bid.body.id);
    expect(notice).toMatchObject({ type: "bid_declined" });
    expect(notice.message).toContain("The group needs a processor tour.");

    const reopen = await admin.call("PUT", `/api/admin/bids/${bid.body.id}`, {
      status: "shortlisted",
    });
    expect(reopen.status).toBe(409);
    expect(
      (
        await admin.call("PUT", "/api/admin/bids/00000000-0000-4000-8000-000000000000", {
          status: "shortlisted",
        })
      ).status,
    ).toBe(404);
  });

  test("cancelling a tour tells the partner and closes the opportunity", async () => {
    const opportunityId = await insertOpportunity(pool);
    const bid = await winner.call("POST", "/api/bids", { opportunityId, amount: "300" });
    const accepted = await admin.call("PUT", `/api/admin/bids/${bid.body.id}`, {
      status: "accepted",
    });
    const tourId = accepted.body.tour.id;

    const cancelled = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      status: "cancelled",
      cancellationReason: "Storm warning.",
    });
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      cancellationReason: "Storm warning.",
      opportunityStatus: "cancelled",
      cancelledAt: expect.any(String),
    });
    // It stays on the partner's calendar, marked, with the organiser's reason.
    expect(
      (await winner.call("GET", "/api/tours/upcoming")).body.find(
        (tour: AnyBody) => tour.id === tourId,
      ),
    ).toMatchObject({ status: "cancelled", cancellationReason: "Storm warning." });
    expect(await notificationsOf(winner, opportunityId)).toEqual([
      "bid_accepted",
      "tour_cancelled",
      "tour_scheduled",
    ]);
    expect(
      (
        await admin.call("PUT", "/api/admin/tours/00000000-0000-4000-8000-000000000000", {
          status: "cancelled",
        })
      ).status,
    ).toBe(404);
  });
});
