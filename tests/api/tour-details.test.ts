import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll } from "./support/accounts.ts";
import { inDays, opportunityPayload } from "./support/opportunities.ts";

const pool = ownerPool(2);

const { admin, partner, other } = accountsBeforeAll(pool, {
  admin: ["admin", "details-admin"],
  partner: ["partner", "details-partner"],
  other: ["partner", "details-other"],
});

afterAll(() => pool.end());

const CLIENT = {
  clientContact: "Priya Shah, People Ops",
  clientEmail: "priya.shah@acme-retreats.test",
  clientPhone: "+14155550123",
};

/** An opportunity with its client and requests, bid on by `partner` with add-ons, accepted. */
async function scheduledTour(days: number, hours = 0) {
  const date = new Date(inDays(days).getTime() + hours * 3_600_000);
  const created = await admin.call("POST", "/api/admin/opportunities", {
    ...opportunityPayload({
      date: date.toISOString(),
      location: "1200 Westside Road, Healdsburg, CA",
      groupSize: 12,
      groupType: "corporate",
      ageRestrictions: "18+",
      accessibility: ["Wheelchair accessible"],
      specialRequests: "Two guests are vegetarian.",
      ...CLIENT,
      internalNotes: "Budget approved up to $1,800.",
    }),
  });
  expect(created.status).toBe(201);
  const opportunityId = created.body.id as string;
  const bid = await partner.call("POST", "/api/bids", {
    opportunityId,
    amount: "475",
    additionalServices: ["refreshments"],
  });
  expect(bid.status).toBe(201);
  const accepted = await admin.call("PUT", `/api/admin/bids/${bid.body.id}`, {
    status: "accepted",
  });
  expect(accepted.status).toBe(200);
  await pool.query("update public.tours set custom_instructions = $2 where id = $1", [
    accepted.body.tour.id,
    "Park by the red barn; the gate code is 4512.",
  ]);
  return { tourId: accepted.body.tour.id as string, opportunityId, date };
}

describe("GET /api/tours/{id}", () => {
  test("gives the tour's partner everything for the day, the client's contact included", async () => {
    const { tourId, opportunityId, date } = await scheduledTour(9);
    const answer = await partner.call("GET", `/api/tours/${tourId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: tourId,
      opportunityId,
      status: "scheduled",
      date: date.toISOString(),
      location: "1200 Westside Road, Healdsburg, CA",
      groupSize: 12,
      groupType: "corporate",
      ageRestriction: "18+",
      accessibility: ["Wheelchair accessible"],
      specialRequests: "Two guests are vegetarian.",
      agreedAmount: "475.00",
      baseRate: "400.00",
      addOns: [{ id: "refreshments", label: "Refreshments provided", price: "25.00" }],
      instructions: "Park by the red barn; the gate code is 4512.",
      client: {
        name: CLIENT.clientContact,
        email: CLIENT.clientEmail,
        phone: CLIENT.clientPhone,
      },
    });
    // The admins' internal notes never reach a partner.
    expect(JSON.stringify(answer.body)).not.toContain("Budget approved");
  });

  test("admins read any tour with its client; another partner gets 404", async () => {
    const { tourId } = await scheduledTour(10);
    const asAdmin = await admin.call("GET", `/api/tours/${tourId}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.client).toEqual({
      name: CLIENT.clientContact,
      email: CLIENT.clientEmail,
      phone: CLIENT.clientPhone,
    });
    const asOther = await other.call("GET", `/api/tours/${tourId}`);
    expect(asOther.status).toBe(404);
    expect(asOther.body).toEqual({ message: "Tour not found" });
  });

  test("a cancelled tour keeps its page but no longer hands out the client's contact", async () => {
    const { tourId } = await scheduledTour(11);
    const cancelled = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      status: "cancelled",
      cancellationReason: "Venue flooded",
    });
    expect(cancelled.status).toBe(200);
    const answer = await partner.call("GET", `/api/tours/${tourId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: "cancelled",
      cancellationReason: "Venue flooded",
      client: null,
    });
  });

  test("an id that is no uuid, or names no tour, is a 404", async () => {
    expect((await partner.call("GET", "/api/tours/not-an-id")).status).toBe(404);
    expect(
      (await partner.call("GET", "/api/tours/00000000-0000-4000-8000-000000000000")).status,
    ).toBe(404);
  });
});

describe("GET /api/tours/schedule", () => {
  test("lists the caller's scheduled tours from the given start, soonest first, with details", async () => {
    const later = await scheduledTour(2);
    const sooner = await scheduledTour(1);
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const answer = await partner.call(
      "GET",
      `/api/tours/schedule?from=${encodeURIComponent(from)}`,
    );
    expect(answer.status).toBe(200);
    const ids = answer.body.map((tour: { id: string }) => tour.id);
    expect(ids.indexOf(sooner.tourId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.tourId)).toBeLessThan(ids.indexOf(later.tourId));
    expect(answer.body.find((tour: { id: string }) => tour.id === sooner.tourId)).toMatchObject({
      client: { phone: CLIENT.clientPhone },
      addOns: [{ id: "refreshments", label: "Refreshments provided", price: "25.00" }],
    });
    const dates = answer.body.map((tour: { date: string }) => tour.date);
    expect([...dates].sort()).toEqual(dates);

    const others = await other.call("GET", `/api/tours/schedule?from=${encodeURIComponent(from)}`);
    expect(others.status).toBe(200);
    expect(others.body).toEqual([]);
  });

  test("a start that is not a date and time is a 400 naming the parameter", async () => {
    const answer = await partner.call("GET", "/api/tours/schedule?from=tomorrow");
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ from: ["from must be a date and time (ISO 8601)"] });
    expect((await partner.call("GET", "/api/tours/schedule")).status).toBe(400);
  });
});
