import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll, type Partner } from "./support/accounts.ts";
import type { AnyBody } from "./support/call-api.ts";
import { insertOpportunity } from "./support/opportunities.ts";

const pool = ownerPool(2);

const { admin, partner } = accountsBeforeAll(pool, {
  admin: ["admin", "tour-list-admin"],
  partner: ["partner", "tour-list-partner"],
});

afterAll(() => pool.end());

const DAY = 86_400_000;

/** A day far enough ahead that no other test's tours fall on or after it. */
const dayX = new Date(Math.floor(Date.now() / DAY) * DAY + 30_000 * DAY);

/** A tour scheduled the real way (a bid, accepted by the admin) `hours` after day X begins. */
async function tourAt(hours: number, title: string) {
  const opportunityId = await insertOpportunity(pool, { title });
  await pool.query("update public.opportunities set date = $2 where id = $1", [
    opportunityId,
    new Date(dayX.getTime() + hours * 3_600_000),
  ]);
  const bid = await partner.call("POST", "/api/bids", { opportunityId, amount: "350" });
  expect(bid.status).toBe(201);
  const accepted = await admin.call("PUT", `/api/admin/bids/${bid.body.id}`, {
    status: "accepted",
  });
  expect(accepted.status).toBe(200);
  return accepted.body.tour.id as string;
}

const list = (caller: Partner, query: string) => caller.call("GET", `/api/admin/tours?${query}`);
const ids = (body: AnyBody) => body.items.map((item: AnyBody) => item.id);

describe("GET /api/admin/tours", () => {
  test("lists today's tours first, the overdue latest first, and the finished latest first", async () => {
    const yesterday = await tourAt(-10, "Tour list: the day before");
    const today = await tourAt(10, "Tour list: today");
    const tomorrow = await tourAt(34, "Tour list: tomorrow");
    const from = encodeURIComponent(dayX.toISOString());

    const scheduled = await list(admin, `view=scheduled&from=${from}`);
    expect(scheduled.status).toBe(200);
    expect(ids(scheduled.body)).toEqual([today, tomorrow]);
    expect(scheduled.body).toMatchObject({ page: 1, pageSize: 20, total: 2, totalCapped: false });
    expect(scheduled.body.items[0]).toMatchObject({
      title: "Tour list: today",
      location: "Santa Rosa, CA",
      partnerId: partner.id,
      partnerEmail: partner.email,
      partnerFirstName: "Pat",
      partnerBusinessName: "Sunny Acres",
      status: "scheduled",
      agreedAmount: "350.00",
      scheduledFor: new Date(dayX.getTime() + 10 * 3_600_000).toISOString(),
    });

    const secondPage = await list(admin, `view=scheduled&from=${from}&page=2&pageSize=1`);
    expect(ids(secondPage.body)).toEqual([tomorrow]);
    expect(secondPage.body).toMatchObject({ page: 2, pageSize: 1, total: 2 });

    // Begun before day X and still scheduled: the first tour waiting to be completed.
    const overdue = await list(admin, `view=overdue&from=${from}`);
    expect(ids(overdue.body)[0]).toBe(yesterday);
    expect(ids(overdue.body)).not.toContain(today);

    const cancelled = await admin.call("PUT", `/api/admin/tours/${tomorrow}`, {
      status: "cancelled",
      cancellationReason: "The client moved abroad.",
    });
    expect(cancelled.status).toBe(200);
    const recent = await list(admin, "view=recent");
    expect(ids(recent.body)[0]).toBe(tomorrow);
    expect(recent.body.items[0]).toMatchObject({
      status: "cancelled",
      cancellationReason: "The client moved abroad.",
    });
    expect(ids((await list(admin, `view=scheduled&from=${from}`)).body)).toEqual([today]);

    // The dashboard's System Activity names the tour and who cancelled it, not their ids.
    const stats = await admin.call("GET", "/api/admin/stats");
    const entry = stats.body.recentActivity.find(
      (item: AnyBody) => item.entity === "tour" && item.entityId === tomorrow,
    );
    expect(entry).toMatchObject({
      action: "cancelled",
      actorName: "Pat Grower",
      subjectName: "Tour list: tomorrow with Pat Grower",
      subjectSearch: "Tour list: tomorrow",
    });
  });

  test("answers 400 for an unknown view or a malformed start of day", async () => {
    const view = await list(admin, "view=someday");
    expect(view.status).toBe(400);
    expect(view.body.fieldErrors.view).toEqual(["Unknown view"]);
    const from = await list(admin, "from=yesterday");
    expect(from.status).toBe(400);
    expect(from.body.fieldErrors.from).toEqual([
      "from must be an ISO 8601 date-time with its offset",
    ]);
  });

  test("is for admins only", async () => {
    expect((await list(partner, "view=scheduled")).status).toBe(403);
  });
});
