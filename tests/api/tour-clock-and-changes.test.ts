import ICAL from "ical.js";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { createOpportunity } from "../support/db-fixtures.ts";
import { accountsBeforeAll, type Partner } from "./support/accounts.ts";
import type { AnyBody } from "./support/call-api.ts";
import { inDays, opportunityPayload } from "./support/opportunities.ts";
import { acceptBid } from "./support/tours.ts";

/**
 * A tour's times on its own clock through the API (the admin's local time read in the tour's
 * zone, every answer naming the zone, the feed's instants), the past refused, and what the
 * partner's bids and calendar say once the organiser cancels or moves a tour.
 */

const pool = ownerPool(3);

const { admin, winner, bidder } = accountsBeforeAll(pool, {
  admin: ["admin", "clock-api-admin"],
  winner: ["partner", "clock-api-winner"],
  bidder: ["partner", "clock-api-bidder"],
});

afterAll(() => pool.end());

/** `YYYY-MM-DD`, `days` from now. */
const dayIn = (days: number) => inDays(days).toISOString().slice(0, 10);

/** The wall-clock time of `instant` in `timeZone`, as Intl reads it: "10:00". */
function clockIn(instant: string, timeZone: string) {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit" }).format(
    new Date(instant),
  );
}

async function create(overrides: Record<string, unknown>) {
  const answer = await admin.call(
    "POST",
    "/api/admin/opportunities",
    opportunityPayload(overrides),
  );
  expect(answer.status).toBe(201);
  return answer.body as AnyBody;
}

describe("the admin types the tour's time on the tour's clock", () => {
  test("10:00 at a Healdsburg tour is 10:00 in California, at a Brooklyn one 10:00 in New York", async () => {
    const day = dayIn(12);
    const west = await create({ location: "Healdsburg, CA", date: `${day}T10:00` });
    expect(west.timeZone).toBe("America/Los_Angeles");
    expect(clockIn(west.date, "America/Los_Angeles")).toBe("10:00");
    expect(new Date(west.date).toISOString().slice(0, 10)).toBe(day);

    const east = await create({
      location: "44 Main Street, Brooklyn, NY 11201",
      date: `${day}T10:00`,
      responseDeadline: `${day}T08:00`,
    });
    expect(east.timeZone).toBe("America/New_York");
    expect(clockIn(east.date, "America/New_York")).toBe("10:00");
    expect(clockIn(east.responseDeadline, "America/New_York")).toBe("08:00");
    // Three hours apart: the same wall-clock time in two zones.
    expect(Date.parse(west.date) - Date.parse(east.date)).toBe(3 * 3_600_000);

    // An instant with its offset is taken as it is.
    const exact = await create({ date: `${day}T17:00:00.000Z` });
    expect(new Date(exact.date).toISOString()).toBe(`${day}T17:00:00.000Z`);

    // The partner's list names the zone too.
    const listed = await bidder.call(
      "GET",
      `/api/opportunities/all?search=${encodeURIComponent(west.title)}`,
    );
    expect(listed.body.items).toMatchObject([{ id: west.id, timeZone: "America/Los_Angeles" }]);
  });

  test("the form asks which clock a place keeps", async () => {
    const answer = await admin.call(
      "GET",
      `/api/admin/opportunities/time-zone?location=${encodeURIComponent("Denver, Colorado")}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ location: "Denver, Colorado", timeZone: "America/Denver" });
    const blank = await admin.call("GET", "/api/admin/opportunities/time-zone?location=");
    expect(blank.status).toBe(400);
    expect((await bidder.call("GET", "/api/admin/opportunities/time-zone?location=x")).status).toBe(
      403,
    );
  });

  test("a start in the past is refused under the date field, on create and on edit", async () => {
    const past = await admin.call(
      "POST",
      "/api/admin/opportunities",
      opportunityPayload({ date: `${dayIn(-2)}T10:00` }),
    );
    expect(past.status).toBe(400);
    expect(past.body).toEqual({
      message: "The tour must start in the future.",
      fieldErrors: { date: ["The tour must start in the future"] },
    });

    const open = await create({});
    const { id: _id, status: _status, createdAt: _c, updatedAt: _u, ...fields } = open;
    const moved = await admin.call("PUT", `/api/admin/opportunities/${open.id}`, {
      ...fields,
      date: inDays(-1).toISOString(),
    });
    expect(moved.status).toBe(400);
    expect(moved.body.fieldErrors).toEqual({ date: ["The tour must start in the future"] });
  });
});

describe("what the partner sees of a cancelled or moved tour", () => {
  async function awardedTo(who: Partner, values: Record<string, unknown> = {}) {
    const opportunityId = await createOpportunity(pool, { date: inDays(9), ...values });
    const bid = await who.call("POST", "/api/bids", { opportunityId, amount: 345 });
    expect(bid.status).toBe(201);
    const tour = await acceptBid(pool, admin, bid.body.id);
    return { opportunityId, bidId: bid.body.id as string, tourId: tour.id };
  }

  async function myBid(who: Partner, bidId: string) {
    const { body } = await who.call("GET", "/api/bids?pageSize=100");
    return (body.items as AnyBody[]).find((bid) => bid.id === bidId);
  }

  async function myTour(who: Partner, tourId: string) {
    const { body } = await who.call("GET", "/api/tours/upcoming");
    return (body as AnyBody[]).find((tour) => tour.id === tourId);
  }

  test("a cancelled award: the bid and the tour name the organiser's reason, the tour stays on the calendar", async () => {
    const { opportunityId, bidId, tourId } = await awardedTo(winner);
    const pending = await createOpportunity(pool, { date: inDays(9) });
    const open = await bidder.call("POST", "/api/bids", { opportunityId: pending, amount: 300 });

    for (const id of [opportunityId, pending]) {
      const answer = await admin.call("POST", `/api/admin/opportunities/${id}/cancel`, {
        reason: "Venue flooded",
      });
      expect(answer.status).toBe(200);
    }

    expect(await myBid(winner, bidId)).toMatchObject({
      status: "accepted",
      opportunity: {
        status: "cancelled",
        cancellationReason: "Venue flooded",
        timeZone: "America/Los_Angeles",
      },
      tour: { id: tourId, status: "cancelled", cancellationReason: "Venue flooded" },
    });
    expect(await myTour(winner, tourId)).toMatchObject({
      status: "cancelled",
      cancellationReason: "Venue flooded",
      timeZone: "America/Los_Angeles",
    });
    expect(await myBid(bidder, open.body.id)).toMatchObject({
      status: "declined",
      declineReason: "Venue flooded",
      opportunity: { status: "cancelled", cancellationReason: "Venue flooded" },
      tour: null,
    });
  });

  test("a moved award: the bid and the tour keep the start they had; the bidders are told of a new rate", async () => {
    const { opportunityId, bidId, tourId } = await awardedTo(winner);
    const before = (await myTour(winner, tourId)) as AnyBody;
    expect(before.movedAt).toBeNull();

    const later = inDays(10);
    const { rows } = await pool.query("select * from public.opportunities where id = $1", [
      opportunityId,
    ]);
    const answer = await admin.call("PUT", `/api/admin/opportunities/${opportunityId}`, {
      ...opportunityPayload({ title: rows[0].title, location: rows[0].location }),
      baseRate: rows[0].base_rate,
      date: later.toISOString(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ previousDate: before.date, movedAt: expect.any(String) });

    const tour = await myTour(winner, tourId);
    expect(tour).toMatchObject({ status: "scheduled", previousDate: before.date });
    expect(Date.parse(tour?.date)).toBe(later.getTime());
    expect(Date.parse(tour?.movedAt)).toBeGreaterThan(Date.parse(tour?.date) - 30 * 86_400_000);
    const bid = await myBid(winner, bidId);
    expect(bid?.opportunity.previousLocation).toBeNull();
    expect(Date.parse(bid?.opportunity.previousDate)).toBe(Date.parse(before.date));

    const { body } = await winner.call("GET", "/api/notifications?pageSize=100");
    const changed = (body.items as AnyBody[]).filter(
      (n) => n.type === "opportunity_changed" && n.data.opportunityId === opportunityId,
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]?.title).toBe("Tour rescheduled");

    // A new base rate on an open tour reaches its bidders.
    const openTour = await create({ baseRate: "400.00" });
    await bidder.call("POST", "/api/bids", { opportunityId: openTour.id, amount: 420 });
    const { id: _id, status: _s, createdAt: _c, updatedAt: _u, ...fields } = openTour;
    const repriced = await admin.call("PUT", `/api/admin/opportunities/${openTour.id}`, {
      ...fields,
      baseRate: "450.00",
    });
    expect(repriced.status).toBe(200);
    const told = await bidder.call("GET", "/api/notifications?pageSize=100");
    expect(
      (told.body.items as AnyBody[]).filter(
        (n) => n.type === "opportunity_changed" && n.data.opportunityId === openTour.id,
      ),
    ).toMatchObject([{ title: "Base rate changed", data: { baseRate: "450.00" } }]);
  });
});

describe("the calendar feed", () => {
  test("a tour's start is its instant in UTC, and the description names it on the tour's clock", async () => {
    const day = dayIn(14);
    const opportunity = await create({ location: "Healdsburg, CA", date: `${day}T10:00` });
    const bid = await winner.call("POST", "/api/bids", {
      opportunityId: opportunity.id,
      amount: 400,
    });
    const tour = await acceptBid(pool, admin, bid.body.id);

    const { body } = await winner.call("GET", "/api/calendar/feed-url");
    const text = await (await fetch(body.url)).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar
      .getAllSubcomponents("vevent")
      .find(
        (component) => component.getFirstPropertyValue("uid") === `${tour.id}@tour-partner-portal`,
      );
    expect(vevent).toBeDefined();
    const event = new ICAL.Event(vevent);
    expect(event.startDate.zone.tzid).toBe("UTC");
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(opportunity.date).toISOString());
    expect(clockIn(event.startDate.toJSDate().toISOString(), "America/Los_Angeles")).toBe("10:00");
    expect(event.description).toMatch(
      /^Starts \w{3} \d{1,2}, \d{4} 10:00 AM P[SD]T \(America\/Los_Angeles\)$/m,
    );
  });
});
