import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { accountsBeforeAll } from "./support/accounts.ts";
import type { AnyBody } from "./support/call-api.ts";

const pool = ownerPool(2);

const { admin } = accountsBeforeAll(pool, { admin: ["admin", "monthly-admin"] });

afterAll(() => pool.end());

/** The same figures counted month by month in plain SQL, as a second opinion. */
async function monthsInDatabase() {
  const { rows } = await pool.query(`
    select
      to_char(m.start, 'YYYY-MM') as month,
      (select coalesce(sum(actual_revenue), 0)::numeric(14, 2)::text from public.tours
        where status = 'completed'
          and to_char(completed_at at time zone 'UTC', 'YYYY-MM') = to_char(m.start, 'YYYY-MM'))
        as revenue,
      (select count(*)::int from public.tours
        where status = 'completed'
          and to_char(completed_at at time zone 'UTC', 'YYYY-MM') = to_char(m.start, 'YYYY-MM'))
        as "completedTours",
      (select count(*)::int from public.bids
        where to_char(created_at at time zone 'UTC', 'YYYY-MM') = to_char(m.start, 'YYYY-MM'))
        as bids
    from generate_series(0, 11) as i,
         lateral (select date_trunc('month', now() at time zone 'UTC') - make_interval(months => 11 - i) as start) m
    order by m.start
  `);
  return rows;
}

describe("GET /api/admin/monthly-stats", () => {
  test("the last 12 months, oldest first, with the revenue, completed tours and bids of each", async () => {
    // Other test files change the platform meanwhile: compare when nothing moved around the call.
    let body: AnyBody;
    let settled = false;
    for (let attempt = 0; attempt < 10 && !settled; attempt++) {
      const before = await monthsInDatabase();
      const answer = await admin.call("GET", "/api/admin/monthly-stats");
      expect(answer.status).toBe(200);
      body = answer.body;
      const after = await monthsInDatabase();
      if (JSON.stringify(before) === JSON.stringify(after)) {
        expect(body.months).toEqual(after);
        settled = true;
      }
    }
    expect(settled).toBe(true);
    expect(body.months).toHaveLength(12);
    const now = new Date();
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
    expect(body.months.at(-1).month).toBe(thisMonth);
    // The seed's history: some tours completed and bids placed within the year.
    const total = (key: string) =>
      body.months.reduce((sum: number, month: AnyBody) => sum + Number(month[key]), 0);
    expect(total("completedTours")).toBeGreaterThan(0);
    expect(total("bids")).toBeGreaterThan(0);
  });
});
