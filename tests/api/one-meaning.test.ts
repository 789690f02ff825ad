import { randomInt } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, signedIn } from "../support/db-callers.ts";
import { createLicence } from "../support/db-fixtures.ts";
import { csvRecords } from "../support/parse-csv.ts";
import { accountsBeforeAll, createPartner, type Partner } from "./support/accounts.ts";

/**
 * One meaning per word. "Verified" is one rule for the badge, the admins' filter and Platform
 * Health (the admin's flag or a current licence). "Revenue" is one sum, the payable lines'
 * (corrected lines out, reversals netted): for any month the admin's platform revenue, the sum
 * of the partners' revenue and the sum of the payable lines (paid + pending + reversals) agree.
 */

const pool = ownerPool(4);

const { admin } = accountsBeforeAll(pool, { admin: ["admin", "meaning-admin"] });

afterAll(() => pool.end());

const cents = (amount: string) => BigInt(amount.replace(".", ""));
const sum = (amounts: string[]) => amounts.reduce((total, a) => total + cents(a), 0n);

/** The admin's platform revenue of each month, from the revenue-by-month export. */
async function platformRevenueByMonth(): Promise<Map<string, bigint>> {
  const { status, text } = await admin.call("GET", "/api/admin/exports/revenue-by-month");
  expect(status).toBe(200);
  return new Map(
    csvRecords(text).map((r) => [r["Month (UTC)"] as string, cents(r["Revenue (USD)"] as string)]),
  );
}

/** What the payouts page owes for `month` over every page, and its paid + outstanding. */
async function payoutsOf(month: string) {
  let owed = 0n;
  let paidAndOutstanding = 0n;
  for (let page = 1; ; page += 1) {
    const { body } = await admin.call(
      "GET",
      `/api/admin/payouts?month=${month}&page=${page}&pageSize=100`,
    );
    for (const m of body.items) {
      owed += cents(m.owed);
      paidAndOutstanding += cents(m.paid) + cents(m.outstanding);
    }
    if (page * body.pageSize >= body.total) return { owed, paidAndOutstanding };
  }
}

/** The payable lines of `month` by status, summed in the database. */
async function linesOf(month: string) {
  const { rows } = await pool.query<{ paid: string; pending: string; reversals: string }>(
    `select coalesce(sum(amount) filter (where status = 'paid'), 0)::text as paid,
            coalesce(sum(amount) filter (where status = 'pending' and reversal_of is null), 0)::text as pending,
            coalesce(sum(amount) filter (where status = 'pending' and reversal_of is not null), 0)::text as reversals
     from public.payable_lines
     where to_char(earned_at at time zone 'UTC', 'YYYY-MM') = $1`,
    [month],
  );
  const row = rows[0] as { paid: string; pending: string; reversals: string };
  return cents(row.paid) + cents(row.pending) + cents(row.reversals);
}

describe("revenue reconciles", () => {
  test("for the seeded data: every month, and in all, platform = Σ partners = Σ payable lines", async () => {
    const platform = await platformRevenueByMonth();
    expect(platform.size).toBeGreaterThan(0);
    for (const [month, revenue] of platform) {
      const payouts = await payoutsOf(month);
      expect({ month, owed: payouts.owed }).toEqual({ month, owed: revenue });
      expect(payouts.paidAndOutstanding).toBe(revenue);
      expect(await linesOf(month)).toBe(revenue);
    }
    const stats = (await admin.call("GET", "/api/admin/stats")).body;
    const { rows } = await pool.query<{ total: string }>(
      "select coalesce(sum(total_revenue), 0)::text as total from public.users",
    );
    expect(cents(stats.totalRevenue)).toBe(cents(rows[0]?.total ?? "0"));
    expect(cents(stats.totalRevenue)).toBe([...platform.values()].reduce((a, b) => a + b, 0n));
  });

  test("for a generated month of 1,000 completed tours, with payments, corrections and a reversal", async () => {
    // A month of its own, long past, so that no other test's lines fall in it.
    const year = 2000 + randomInt(20);
    const month = `${year}-${String(randomInt(1, 13)).padStart(2, "0")}`;
    const partners: Partner[] = [];
    for (let n = 0; n < 10; n += 1) partners.push(await createPartner(pool, `meaning-${n}`));
    const ids = partners.map((p) => p.id);

    await pool.query(
      `with o as (
         -- Written as done, so they never show in an open list another test reads.
         insert into public.opportunities (title, location, date, base_rate, status)
         select 'Reconciled ' || g, 'Napa, CA', ($1 || '-01 15:00Z')::timestamptz + (g % 27) * interval '1 day', 300,
           'completed'
         from generate_series(1, 1000) g
         returning id, date, split_part(title, ' ', 2)::int as n
       )
       insert into public.tours (opportunity_id, partner_id, scheduled_for, agreed_amount)
       select o.id, ($2::uuid[])[1 + o.n % 10], o.date, 100 + (o.n % 97) + (o.n % 100) / 100.0
       from o`,
      [month, ids],
    );
    const adminCaller = signedIn(admin);
    await actAs(pool, adminCaller, (c) =>
      c.query(
        `select public.complete_tour(t.id, 999, confirm_no_check_ins => true) from public.tours t
         where t.partner_id = any($1) and t.status = 'scheduled'`,
        [ids],
      ),
    );
    await pool.query(
      `update public.tours t set completed_at = t.scheduled_for + interval '4 hours'
       where t.partner_id = any($1)`,
      [ids],
    );
    const { rows: made } = await pool.query(
      "select count(*)::int as n from public.payable_lines where partner_id = any($1)",
      [ids],
    );
    expect(made[0].n).toBe(1000);

    // Half the partners are paid their month; a few lines are corrected; one paid line reversed.
    for (const partner of partners.slice(0, 5)) {
      const { rows } = await pool.query<{ id: string; amount: string }>(
        "select id, amount::text from public.payable_lines where partner_id = $1 order by earned_at",
        [partner.id],
      );
      await actAs(pool, adminCaller, (c) =>
        c.query("select public.pay_payable_lines($1, $2::date, 'check', 'Month run', $3)", [
          rows.map((r) => r.id),
          `${month}-28`,
          (Number(sum(rows.map((r) => r.amount))) / 100).toFixed(2),
        ]),
      );
    }
    const { rows: toCorrect } = await pool.query<{ id: string }>(
      "select id from public.payable_lines where partner_id = any($1) and status = 'pending' limit 7",
      [ids],
    );
    for (const { id } of toCorrect) {
      await admin.call("POST", `/api/admin/payouts/lines/${id}/correction`, { reason: "Refunded" });
    }
    const { rows: paidOne } = await pool.query<{ id: string }>(
      "select id from public.payable_lines where partner_id = $1 and status = 'paid' limit 1",
      [ids[0]],
    );
    const reversed = await admin.call(
      "POST",
      `/api/admin/payouts/lines/${paidOne[0]?.id}/reversal`,
      { reason: "Chargeback" },
    );
    expect(reversed.status).toBe(201);

    // The month: platform revenue = Σ partners' revenue = Σ payable lines = what payouts owe.
    const platform = (await platformRevenueByMonth()).get(month);
    let partnersRevenue = 0n;
    for (const partner of partners) {
      const earnings = (await partner.call("GET", "/api/earnings")).body;
      const theirs = earnings.months.find((m: { month: string }) => m.month === month);
      partnersRevenue += cents(theirs.paid) + cents(theirs.pending);
    }
    const payouts = await payoutsOf(month);
    expect(platform).toBeDefined();
    expect(partnersRevenue).toBe(platform);
    expect(await linesOf(month)).toBe(platform);
    expect(payouts.owed).toBe(platform);
    expect(payouts.paidAndOutstanding).toBe(platform);

    // In all (the reversal nets in the month it was made): each partner's Total Revenue is
    // their earnings, and the platform's total the sum of every partner's.
    for (const partner of partners) {
      const stats = (await partner.call("GET", "/api/stats")).body;
      const earnings = (await partner.call("GET", "/api/earnings")).body;
      expect(cents(stats.totalRevenue)).toBe(
        cents(earnings.totalPaid) + cents(earnings.totalPending),
      );
    }
    const stats = (await admin.call("GET", "/api/admin/stats")).body;
    const everyMonth = await platformRevenueByMonth();
    expect(cents(stats.totalRevenue)).toBe([...everyMonth.values()].reduce((a, b) => a + b, 0n));
  }, 180_000);
});

describe("Verified is one rule", () => {
  test("a partner with a current licence and no flag is verified in the badge, the filter and Platform Health", async () => {
    const partner = await createPartner(pool, "meaning-licensed");
    const before = (await admin.call("GET", "/api/admin/stats")).body.verifiedUsers;
    await createLicence(pool, partner, { status: "approved" });
    const search = `/api/admin/users?search=${encodeURIComponent(partner.email)}`;

    const listed = (await admin.call("GET", search)).body.items[0];
    expect(listed).toMatchObject({ isVerified: false, licensedStates: ["CA"] });
    const verified = await admin.call("GET", `${search}&status=verified`);
    expect(verified.body.items.map((u: { id: string }) => u.id)).toEqual([partner.id]);
    const unverified = await admin.call("GET", `${search}&status=unverified`);
    expect(unverified.body.items).toEqual([]);
    expect((await admin.call("GET", "/api/admin/stats")).body.verifiedUsers).toBe(before + 1);
  });
});
