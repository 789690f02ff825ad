import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll, createPartner } from "./support/accounts.ts";
import { inDays } from "./support/opportunities.ts";
import { acceptBid, completeTour } from "./support/tours.ts";

const pool = ownerPool(4);

const { admin } = accountsBeforeAll(pool, { admin: ["admin", "opp-admin"] });

afterAll(() => pool.end());

describe("GET /api/opportunities (matches)", () => {
  test("ranks assignment, then tour type, then shared expertise; leaves out non-matches and bid ones", async () => {
    // A processor with extraction expertise; opportunities soon enough to be in the ranking window.
    const partner = await createPartner(pool, "matcher", {
      business_name: "Extract Co",
      business_type: "Concentrates/Hash Manufacturer",
      expertise: ["Processing & extraction"],
    });
    const tag = randomUUID().slice(0, 6);
    const make = (title: string, values: Record<string, unknown>) =>
      createOpportunity(pool, { title: `${title} ${tag}`, date: inDays(0.5), ...values });
    const assigned = await make("Assigned retail", { tour_type: "retailer" });
    await pool.query(
      "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)",
      [assigned, partner.id],
    );
    const typeAndExpertise = await make("Processor with extraction", {
      tour_type: "processor",
      preferred_expertise: ["Extraction/processing"],
    });
    const typeOnly = await make("Processor only", { tour_type: "processor" });
    const expertiseOnly = await make("Farm with extraction", {
      tour_type: "farm",
      preferred_expertise: ["Extraction/processing"],
    });
    const noMatch = await make("Farm without match", {
      tour_type: "farm",
      preferred_expertise: ["Organic growing"],
    });
    const alreadyBid = await make("Processor already bid", { tour_type: "processor" });
    expect(
      (await partner.call("POST", "/api/bids", { opportunityId: alreadyBid, amount: 50 })).status,
    ).toBe(201);

    const { data, error } = await partner.client.functions.invoke("api/opportunities", {
      method: "GET",
    });
    expect(error).toBeNull();
    const mine = (data as { id: string; matchScore: number }[]).filter((o) =>
      [assigned, typeAndExpertise, typeOnly, expertiseOnly, noMatch, alreadyBid].includes(o.id),
    );
    expect(mine.map((o) => [o.id, o.matchScore])).toEqual([
      [assigned, 4],
      [typeAndExpertise, 3],
      [typeOnly, 2],
      [expertiseOnly, 1],
    ]);
    const top = (data as Record<string, unknown>[])[0];
    expect(top).toMatchObject({
      id: assigned,
      status: "open",
      tourType: "retailer",
      baseRate: "300.00",
      assignedPartners: [partner.id],
      myBid: null,
      maxBidsReached: false,
    });
    expect(data.length).toBeLessThanOrEqual(20);
  });

  test("leaves out a tour that has all the bids it takes, until one is withdrawn", async () => {
    const partner = await createPartner(pool, "full-matcher", {
      business_name: "Extract Two",
      business_type: "Concentrates/Hash Manufacturer",
      expertise: ["Processing & extraction"],
    });
    const rival = await createPartner(pool, "full-rival");
    const tour = await createOpportunity(pool, {
      title: `Processor for one ${randomUUID().slice(0, 6)}`,
      tour_type: "processor",
      date: inDays(0.5),
      max_bids: 1,
    });
    const matched = async () => {
      const { status, body } = await partner.call("GET", "/api/opportunities");
      expect(status).toBe(200);
      return (body as { id: string }[]).some((o) => o.id === tour);
    };
    expect(await matched()).toBe(true);

    const taken = await rival.call("POST", "/api/bids", { opportunityId: tour, amount: 50 });
    expect(taken.status).toBe(201);
    expect(await matched()).toBe(false);
    // What bidding would say: the one place is taken.
    const refused = await partner.call("POST", "/api/bids", { opportunityId: tour, amount: 50 });
    expect(refused.status).toBe(409);

    expect((await rival.call("POST", `/api/bids/${taken.body.id}/withdraw`)).status).toBe(200);
    expect(await matched()).toBe(true);
  });

  test("an incomplete profile matches only what it is assigned to", async () => {
    const fresh = await createPartner(pool, "fresh-matcher", {});
    const { status, body } = await fresh.call("GET", "/api/opportunities");
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe("GET /api/opportunities/all", () => {
  const tag = `zq${randomUUID().slice(0, 6)}`;
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = {
      farmHigh: await createOpportunity(pool, {
        title: `Sunrise ${tag} harvest`,
        tour_type: "farm",
        priority: "high",
        date: inDays(3),
      }),
      farmLow: await createOpportunity(pool, {
        title: "Evening walk",
        location: `Valley ${tag.toUpperCase()}`,
        tour_type: "farm",
        priority: "low",
        date: inDays(4),
      }),
      dispensary: await createOpportunity(pool, {
        title: "Shop floor",
        description: `Behind the counter at ${tag}.`,
        tour_type: "dispensary",
        priority: "high",
        date: inDays(5),
      }),
      past: await createOpportunity(pool, { title: `Old ${tag}`, date: inDays(-3) }),
      percent: await createOpportunity(pool, { title: `100% ${tag} organic`, date: inDays(6) }),
    };
  });

  test("searches title, location and description case-insensitively, upcoming open ones only", async () => {
    const partner = await createPartner(pool, "searcher");
    const { status, body } = await partner.call(
      "GET",
      `/api/opportunities/all?q=${tag.toUpperCase()}`,
    );
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.items.map((o: { id: string }) => o.id)).toEqual([
      ids.farmHigh,
      ids.farmLow,
      ids.dispensary,
      ids.percent,
    ]);
    expect(body).toMatchObject({ page: 1, pageSize: 20 });
    const aliased = await partner.call("GET", `/api/opportunities/all?search=${tag}`);
    expect(aliased.body.total).toBe(4);
  });

  test("treats % and _ in the search as plain characters", async () => {
    const partner = await createPartner(pool, "percent");
    const { body } = await partner.call(
      "GET",
      `/api/opportunities/all?q=${encodeURIComponent(`100% ${tag}`)}`,
    );
    expect(body.items.map((o: { id: string }) => o.id)).toEqual([ids.percent]);
  });

  test("filters by type and priority and pages", async () => {
    const partner = await createPartner(pool, "filterer");
    const farms = await partner.call("GET", `/api/opportunities/all?q=${tag}&type=farm`);
    expect(farms.body.items.map((o: { id: string }) => o.id)).toEqual([
      ids.farmHigh,
      ids.farmLow,
      ids.percent,
    ]);
    const high = await partner.call("GET", `/api/opportunities/all?q=${tag}&priority=high`);
    expect(high.body.items.map((o: { id: string }) => o.id)).toEqual([
      ids.farmHigh,
      ids.dispensary,
    ]);
    const both = await partner.call(
      "GET",
      `/api/opportunities/all?q=${tag}&type=farm&priority=low`,
    );
    expect(both.body.items.map((o: { id: string }) => o.id)).toEqual([ids.farmLow]);
    const page2 = await partner.call("GET", `/api/opportunities/all?q=${tag}&pageSize=2&page=2`);
    expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: 4 });
    expect(page2.body.items.map((o: { id: string }) => o.id)).toEqual([
      ids.dispensary,
      ids.percent,
    ]);
  });

  test("admins may list every status, templates aside", async () => {
    const { body } = await admin.call(
      "GET",
      `/api/opportunities/all?q=${tag}&status=all&sort=date`,
    );
    expect(body.items.map((o: { id: string }) => o.id)).toEqual([
      ids.past,
      ids.farmHigh,
      ids.farmLow,
      ids.dispensary,
      ids.percent,
    ]);
  });

  test.each([
    ["pageSize=101", "pageSize cannot exceed 100"],
    ["page=0", "page must be at least 1"],
    ["type=boat", "Unknown type"],
    ["priority=urgent", "Unknown priority"],
  ])("400 for %s", async (query, message) => {
    const partner = await createPartner(pool, "bad-query");
    const { status, body } = await partner.call("GET", `/api/opportunities/all?${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe("GET /api/tours/upcoming and GET /api/stats", () => {
  test("a new partner has zero stats and no tours", async () => {
    const partner = await createPartner(pool, "zero");
    expect((await partner.call("GET", "/api/tours/upcoming")).body).toEqual([]);
    const { status, body } = await partner.call("GET", "/api/stats");
    expect(status).toBe(200);
    expect(body).toEqual({
      totalRevenue: "0.00",
      toursCompleted: 0,
      monthlyTours: 0,
      monthlyRevenue: "0.00",
      activeBids: 0,
      successRate: 0,
      averageRating: 0,
      reviewCount: 0,
      lastMonthRevenue: "0.00",
      lastMonthTours: 0,
      lastMonthSuccessRate: null,
      bidsPlaced: 0,
      decidedBids: 0,
    });
  });

  test("tours and stats follow the partner's bids and completed tours", async () => {
    const partner = await createPartner(pool, "stats");
    const rival = await createPartner(pool, "stats-rival");
    const bidOn = async (values: Record<string, unknown>, amount: number) => {
      const opportunityId = await createOpportunity(pool, values);
      const { body } = await partner.call("POST", "/api/bids", { opportunityId, amount });
      return { opportunityId, bidId: body.id as string };
    };
    // Won and completed (twice), won and upcoming, lost, pending, withdrawn.
    const done1 = await bidOn({ title: "Done one", date: inDays(1) }, 400);
    const done2 = await bidOn({ title: "Done two", date: inDays(2) }, 250.5);
    const upcoming = await bidOn(
      { title: "Upcoming stats tour", date: inDays(9), base_rate: 420 },
      500,
    );
    const lost = await bidOn({ title: "Lost", date: inDays(3) }, 300);
    await bidOn({ title: "Pending", date: inDays(4) }, 300);
    const withdrawn = await bidOn({ title: "Withdrawn", date: inDays(4) }, 300);
    await partner.call("POST", `/api/bids/${withdrawn.bidId}/withdraw`);
    const rivalBid = await rival.call("POST", "/api/bids", {
      opportunityId: lost.opportunityId,
      amount: 200,
    });
    await acceptBid(pool, admin, rivalBid.body.id);

    const tour1 = await acceptBid(pool, admin, done1.bidId);
    const tour2 = await acceptBid(pool, admin, done2.bidId);
    const tour3 = await acceptBid(pool, admin, upcoming.bidId);
    await completeTour(pool, admin, tour1.id, "410.00", 5);
    await completeTour(pool, admin, tour2.id, "250.50", 4);

    const tours = await partner.call("GET", "/api/tours/upcoming");
    expect(tours.body).toEqual([
      expect.objectContaining({
        id: tour3.id,
        title: "Upcoming stats tour",
        baseRate: "420.00",
        agreedAmount: "500.00",
        status: "scheduled",
        opportunityId: upcoming.opportunityId,
        date: new Date(tour3.scheduled_for).toISOString(),
      }),
    ]);

    const { body } = await partner.call("GET", "/api/stats");
    expect(body).toEqual({
      // The agreed amounts (400 and 250.50), whatever the tours' actual revenue.
      totalRevenue: "650.50",
      toursCompleted: 2,
      monthlyTours: 2,
      monthlyRevenue: "650.50",
      activeBids: 1,
      successRate: 75,
      // The admin's ratings at completion are their notes: the rating is reviews', none yet.
      averageRating: 0,
      reviewCount: 0,
      lastMonthRevenue: "0.00",
      lastMonthTours: 0,
      lastMonthSuccessRate: null,
      // Six placed; three won and one lost are decided, the pending and withdrawn are not.
      bidsPlaced: 6,
      decidedBids: 4,
    });
  });
});

describe("GET /api/opportunities/all: a tour with all its bids", () => {
  test("the open list marks a tour that has all the bids it takes, for the rival and the bidder", async () => {
    const partner = await createPartner(pool, "full-browser");
    const rival = await createPartner(pool, "full-taker");
    const title = `Full ${randomUUID().slice(0, 8)}`;
    const tour = await createOpportunity(pool, { title, date: inDays(2), max_bids: 1 });
    const shown = async (caller: typeof partner) => {
      const { status, body } = await caller.call(
        "GET",
        `/api/opportunities/all?search=${encodeURIComponent(title)}`,
      );
      expect(status).toBe(200);
      return (body.items as { id: string; maxBidsReached: boolean }[]).find((o) => o.id === tour);
    };
    expect(await shown(partner)).toMatchObject({ maxBidsReached: false });

    const taken = await rival.call("POST", "/api/bids", { opportunityId: tour, amount: 50 });
    expect(taken.status).toBe(201);
    expect(await shown(partner)).toMatchObject({ maxBidsReached: true });
    expect(await shown(rival)).toMatchObject({
      maxBidsReached: true,
      myBid: { status: "pending" },
    });

    expect((await rival.call("POST", `/api/bids/${taken.body.id}/withdraw`)).status).toBe(200);
    expect(await shown(partner)).toMatchObject({ maxBidsReached: false });
  });
});
