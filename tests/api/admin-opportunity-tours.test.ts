import { afterAll, describe, expect, test } from "vitest";
import { TOUR_UPDATE_MESSAGES as M } from "../../supabase/functions/_shared/portable/schemas/tour-update.ts";
import { ownerPool } from "../support/db-callers.ts";
import { startTour } from "../support/db-fixtures.ts";
import { accountsBeforeAll } from "./support/accounts.ts";
import type { AnyBody } from "./support/call-api.ts";
import { insertOpportunity } from "./support/opportunities.ts";

const pool = ownerPool(2);

const { admin, first, second } = accountsBeforeAll(pool, {
  admin: ["admin", "tours-admin"],
  first: ["partner", "tours-first"],
  second: ["partner", "tours-second"],
});

afterAll(() => pool.end());

describe("GET /api/admin/opportunities/{id}/tours", () => {
  test("lists the tours of the accepted bids with what became of them", async () => {
    const opportunityId = await insertOpportunity(pool, { title: "Two-partner harvest" });
    await pool.query("update public.opportunities set partners_needed = 2 where id = $1", [
      opportunityId,
    ]);
    expect(
      (await admin.call("GET", `/api/admin/opportunities/${opportunityId}/tours`)).body,
    ).toEqual([]);

    const bids = await Promise.all(
      [first, second].map((partner, index) =>
        partner.call("POST", "/api/bids", {
          opportunityId,
          amount: index === 0 ? "400" : "320.50",
          additionalServices: index === 0 ? ["photos"] : [],
        }),
      ),
    );
    const tourIds: string[] = [];
    for (const bid of bids) {
      const accepted = await admin.call("PUT", `/api/admin/bids/${bid.body.id}`, {
        status: "accepted",
      });
      expect(accepted.status).toBe(200);
      tourIds.push(accepted.body.tour.id);
    }
    await startTour(pool, tourIds[0] ?? "");
    const completed = await admin.call("PUT", `/api/admin/tours/${tourIds[0]}`, {
      status: "completed",
      confirmNoCheckIns: true,
      actualRevenue: "410",
      rating: 5,
      feedback: "Wonderful",
    });
    expect(completed.status).toBe(200);

    const answer = await admin.call("GET", `/api/admin/opportunities/${opportunityId}/tours`);
    expect(answer.status).toBe(200);
    const byPartner = Object.fromEntries(
      answer.body.map((tour: AnyBody) => [tour.partnerId, tour]),
    );
    expect(answer.body).toHaveLength(2);
    expect(byPartner[first.id]).toMatchObject({
      id: tourIds[0],
      opportunityId,
      title: "Two-partner harvest",
      bidId: bids[0]?.body.id,
      status: "completed",
      agreedAmount: "400.00",
      actualRevenue: "410.00",
      rating: 5,
      feedback: "Wonderful",
      completedAt: expect.any(String),
      scheduledFor: expect.any(String),
      opportunityStatus: "awarded",
    });
    expect(byPartner[second.id]).toMatchObject({
      id: tourIds[1],
      status: "scheduled",
      agreedAmount: "320.50",
      actualRevenue: null,
      rating: null,
    });
  });

  test("an unknown opportunity is a 404", async () => {
    const missing = await admin.call(
      "GET",
      "/api/admin/opportunities/00000000-0000-4000-8000-000000000000/tours",
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Opportunity not found" });
    expect((await admin.call("GET", "/api/admin/opportunities/nope/tours")).status).toBe(404);
  });
});

describe("PUT /api/admin/tours/{id}: completing a tour on which no guest was checked in", () => {
  test("is a 409 with a sentence unless the admin confirms it, and a confirmation is a boolean", async () => {
    const opportunityId = await insertOpportunity(pool, { title: "Nobody checked in" });
    const bid = await first.call("POST", "/api/bids", { opportunityId, amount: "300" });
    const accepted = await admin.call("PUT", `/api/admin/bids/${bid.body.id}`, {
      status: "accepted",
    });
    const tourId: string = accepted.body.tour.id;
    await startTour(pool, tourId);
    const completion = { status: "completed", actualRevenue: "310" };

    const refused = await admin.call("PUT", `/api/admin/tours/${tourId}`, completion);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "No guest was checked in on this tour: confirm that to complete it anyway.",
    });
    const unconfirmed = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      ...completion,
      confirmNoCheckIns: false,
    });
    expect(unconfirmed.status).toBe(409);
    const malformed = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      ...completion,
      confirmNoCheckIns: "yes",
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors).toEqual({ confirmNoCheckIns: [M.confirmNoCheckIns] });
    const { rows } = await pool.query("select status from public.tours where id = $1", [tourId]);
    expect(rows).toEqual([{ status: "scheduled" }]);

    const completed = await admin.call("PUT", `/api/admin/tours/${tourId}`, {
      ...completion,
      confirmNoCheckIns: true,
    });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: "completed", actualRevenue: "310.00" });
  });
});
