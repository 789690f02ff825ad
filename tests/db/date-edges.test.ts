import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, tryAs } from "../support/db-callers.ts";
import {
  adminAndPartnersBeforeAll,
  completedTour,
  createBid,
  createOpportunity,
  type TestUser,
} from "../support/db-fixtures.ts";

/**
 * The database's date rules at the edges the calendar gets wrong: a month's last second and
 * first, New Year, and both DST changes in a tour's zone, each at a moment the test names.
 */

const pool = ownerPool(4);

const { admin, partner } = adminAndPartnersBeforeAll(pool, "edges", "partner");

afterAll(() => pool.end());

/** A completed tour whose completion and payable line are dated `at`. */
async function earnedAt(who: TestUser, amount: number, at: string) {
  const { tour } = await completedTour(pool, admin, who.id, amount);
  await pool.query("update public.tours set completed_at = $2 where id = $1", [tour, at]);
  await pool.query("update public.payable_lines set earned_at = $2 where tour_id = $1", [tour, at]);
}

async function figuresAt(who: TestUser, asOf: string) {
  return tryAs(pool, who.caller, async (c) => {
    const { rows } = await c.query(
      `select s.monthly_tours, s.monthly_revenue, t.last_month_tours, t.last_month_revenue
       from public.partner_stats($1) s cross join public.partner_trends($1) t`,
      [asOf],
    );
    return rows[0];
  });
}

describe("the dashboard's months at their edges", () => {
  test("a tour earned in the last second of December is last month's on New Year's Day, and this month's a second before", async () => {
    await earnedAt(partner, 120, "2026-12-31T23:59:59Z");
    await earnedAt(partner, 80, "2027-01-01T00:00:00Z");
    await earnedAt(partner, 40, "2026-11-30T23:59:59Z");

    expect(await figuresAt(partner, "2026-12-31T23:59:59.5Z")).toEqual({
      monthly_tours: 1,
      monthly_revenue: "120.00",
      last_month_tours: 1,
      last_month_revenue: "40.00",
    });
    expect(await figuresAt(partner, "2027-01-01T00:00:00Z")).toEqual({
      monthly_tours: 1,
      monthly_revenue: "80.00",
      last_month_tours: 1,
      last_month_revenue: "120.00",
    });
    // The first of a month after a 31-day one, and February's end (28 days).
    expect(await figuresAt(partner, "2027-02-01T00:00:00Z")).toMatchObject({
      monthly_tours: 0,
      last_month_tours: 1,
      last_month_revenue: "80.00",
    });
  });
});

describe("tour reminders across a DST change, at moments the test names", () => {
  /** A scheduled tour at `at`, reminders not yet sent. */
  async function tourAt(at: string) {
    const opportunity = await createOpportunity(pool, {
      title: `DST tour ${at}`,
      date: new Date(Date.now() + 400 * 86_400_000),
    });
    const bid = await createBid(pool, opportunity, partner.id, { amount: 200 });
    const tour = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query("select id from public.accept_bid($1)", [bid]);
      return rows[0].id as string;
    });
    await pool.query("update public.opportunities set date = $2 where id = $1", [opportunity, at]);
    return tour;
  }

  async function remindersOf(tour: string) {
    const { rows } = await pool.query("select reminders_sent from public.tours where id = $1", [
      tour,
    ]);
    return rows[0].reminders_sent as number;
  }

  /** Runs the reminder job at `runAt` for this tour alone's sake (others may be due too). */
  async function runAt(runAt: string) {
    await pool.query("select private.send_tour_reminders($1)", [runAt]);
  }

  test("the 24-hour reminder counts real hours: 9:00 AM PST on the Saturday for 10:00 AM PDT on the Sunday", async () => {
    // 2027-03-14 10:00 PDT is 17:00 UTC; 24 hours before is 2027-03-13 09:00 PST (17:00 UTC).
    const tour = await tourAt("2027-03-14T17:00:00Z");
    await runAt("2027-03-13T16:59:00Z");
    expect(await remindersOf(tour)).toBe(0);
    await runAt("2027-03-13T17:00:00Z");
    expect(await remindersOf(tour)).toBe(1);
    // The 2-hour one at 8:00 AM PDT, not earlier.
    await runAt("2027-03-14T14:59:00Z");
    expect(await remindersOf(tour)).toBe(1);
    await runAt("2027-03-14T15:00:00Z");
    expect(await remindersOf(tour)).toBe(2);
  });

  test("and in autumn, 10:00 AM PDT on the Saturday for 10:00 AM PST on the Sunday is 25 hours: too early", async () => {
    // 2027-11-07 10:00 PST is 18:00 UTC; 2027-11-06 10:00 PDT is 17:00 UTC, 25 hours before.
    const tour = await tourAt("2027-11-07T18:00:00Z");
    await runAt("2027-11-06T17:00:00Z");
    expect(await remindersOf(tour)).toBe(0);
    await runAt("2027-11-06T18:00:00Z");
    expect(await remindersOf(tour)).toBe(1);
  });
});
