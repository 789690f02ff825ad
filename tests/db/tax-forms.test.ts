import { afterAll, describe, expect, test } from "vitest";
import { actAs, ownerPool, sqlState, tryAs } from "../support/db-callers.ts";
import {
  completedTour,
  createUser,
  giveTaxDetails,
  type TestUser,
  usersBeforeAll,
} from "../support/db-fixtures.ts";

/**
 * A year's 1099-NEC: reportable payments by payment date, PayPal left out, reversals netted,
 * the thresholds' edges, and the export, the one reader of a TIN, audit-logging each.
 */

const pool = ownerPool(4);

const { admin } = usersBeforeAll(pool, { admin: { label: "forms-admin", role: "admin" } });

afterAll(() => pool.end());

type Method = "bank_transfer" | "check" | "paypal" | "cash";

/** A completed tour's line of `amount`, paid on `paidOn` by `method`; the line's id. */
async function paidLine(who: TestUser, amount: number, paidOn: string, method: Method) {
  const { lines } = await completedTour(pool, admin, who.id, amount);
  await payLines([lines[0].id], amount.toFixed(2), paidOn, method);
  return lines[0].id as string;
}

function payLines(ids: string[], total: string, paidOn: string, method: Method) {
  return actAs(pool, admin.caller, (c) =>
    c.query("select * from public.pay_payable_lines($1, $2, $3, 'REF 1', $4)", [
      ids,
      paidOn,
      method,
      total,
    ]),
  );
}

async function reverse(lineId: string) {
  return actAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query("select id from public.reverse_payable_line($1, 'Refunded')", [
      lineId,
    ]);
    return rows[0].id as string;
  });
}

/** The year's row of `who` as an admin reads it, or undefined. */
async function yearRow(who: TestUser, year: number) {
  return tryAs(pool, admin.caller, async (c) => {
    const { rows } = await c.query(
      "select total, threshold, reportable from public.tax_year_totals($1) where partner_id = $2",
      [year, who.id],
    );
    return rows[0];
  });
}

const partnerNamed = (label: string) => createUser(pool, { label });

describe("reportable payments", () => {
  test("2025's threshold is $600.00: $599.99 is not reported, $600.00 is", async () => {
    const under = await partnerNamed("forms-under-2025");
    const at = await partnerNamed("forms-at-2025");
    await paidLine(under, 599.99, "2025-06-01", "bank_transfer");
    await paidLine(at, 600, "2025-12-31", "check");
    expect(await yearRow(under, 2025)).toEqual({
      total: "599.99",
      threshold: "600.00",
      reportable: false,
    });
    expect(await yearRow(at, 2025)).toEqual({
      total: "600.00",
      threshold: "600.00",
      reportable: true,
    });
    // The year is the payment date's: nothing in 2026.
    expect(await yearRow(at, 2026)).toBeUndefined();
  });

  test("2026's threshold is $2,000.00: $1,999.99 is not reported, $2,000.00 is", async () => {
    const under = await partnerNamed("forms-under-2026");
    const at = await partnerNamed("forms-at-2026");
    await paidLine(under, 1999.99, "2026-01-01", "cash");
    await paidLine(at, 1500, "2026-02-01", "cash");
    await paidLine(at, 500, "2026-03-01", "bank_transfer");
    expect(await yearRow(under, 2026)).toMatchObject({ total: "1999.99", reportable: false });
    expect(await yearRow(at, 2026)).toMatchObject({ total: "2000.00", reportable: true });
  });

  test("PayPal payments are left out", async () => {
    const who = await partnerNamed("forms-paypal");
    await paidLine(who, 5000, "2025-04-01", "paypal");
    await paidLine(who, 100, "2025-05-01", "cash");
    expect(await yearRow(who, 2025)).toMatchObject({ total: "100.00", reportable: false });
  });

  test("a reversal nets the payment it reverses, whatever pays the reversal out", async () => {
    const who = await partnerNamed("forms-reversed");
    await paidLine(who, 450, "2025-03-01", "bank_transfer");
    const reversed = await paidLine(who, 200, "2025-03-02", "bank_transfer");
    const reversal = await reverse(reversed);
    // The reversal is netted by a later PayPal payment: it still takes 200 off the bank's 650.
    const { lines } = await completedTour(pool, admin, who.id, 260);
    await payLines([reversal, lines[0].id], "60.00", "2025-06-01", "paypal");
    expect(await yearRow(who, 2025)).toMatchObject({ total: "450.00", reportable: false });
  });

  test("a pending line counts nowhere until it is paid", async () => {
    const who = await partnerNamed("forms-pending");
    await completedTour(pool, admin, who.id, 900);
    expect(await yearRow(who, 2026)).toBeUndefined();
  });

  test("a partner reads only their own year; the year totals reconcile with lines and payouts", async () => {
    const who = await partnerNamed("forms-own");
    await paidLine(who, 700, "2025-07-01", "check");
    const own = await tryAs(pool, who.caller, async (c) => {
      const { rows } = await c.query("select partner_id, total from public.tax_year_totals(2025)");
      return rows;
    });
    expect(own).toEqual([{ partner_id: who.id, total: "700.00" }]);
    // For every partner never paid by PayPal: the year's reportable total is the year's
    // payouts and the sum of the paid lines they paid.
    const { rows } = await pool.query(`
      select y.total,
        (select sum(p.total) from public.payouts p
          where p.partner_id = y.partner_id and extract(year from p.paid_on) = 2025) as payouts,
        (select sum(l.amount) from public.payable_lines l join public.payouts p on p.id = l.payout_id
          where l.partner_id = y.partner_id and extract(year from p.paid_on) = 2025) as lines
      from public.tax_year_totals(2025) y
      where not exists (select 1 from public.payouts p
        where p.partner_id = y.partner_id and p.method = 'paypal')`);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect([row.payouts, row.lines]).toEqual([row.total, row.total]);
  });
});

describe("thresholds", () => {
  test("seeded for 2024, 2025 and 2026; an admin adds a year, a partner cannot, none changes", async () => {
    const { rows } = await pool.query(
      "select tax_year, threshold from public.tax_form_thresholds where tax_year <= 2026 order by 1",
    );
    expect(rows).toEqual([
      { tax_year: 2024, threshold: "600.00" },
      { tax_year: 2025, threshold: "600.00" },
      { tax_year: 2026, threshold: "2000.00" },
    ]);
    const partner = await partnerNamed("forms-threshold");
    expect(
      await sqlState(
        tryAs(pool, partner.caller, (c) =>
          c.query("insert into public.tax_form_thresholds (tax_year, threshold) values (2031, 1)"),
        ),
      ),
    ).toBe("42501");
    await tryAs(pool, admin.caller, async (c) => {
      await c.query(
        "insert into public.tax_form_thresholds (tax_year, threshold) values (2031, 2100)",
      );
      expect(
        await sqlState(
          c.query("update public.tax_form_thresholds set threshold = 1 where tax_year = 2026"),
        ),
      ).toBe("42501");
    });
  });
});

describe("the 1099 export", () => {
  test("it reads each reported partner's TIN in clear and audit-logs who and why, once per TIN", async () => {
    const reported = await createUser(pool, { label: "forms-export", taxDetails: false });
    const tin = "987654321";
    await giveTaxDetails(pool, reported.id, tin);
    await paidLine(reported, 800, "2025-08-01", "bank_transfer");
    const reason = `1099-NEC filing, tax year 2025, run ${reported.id.slice(0, 8)}`;
    const rows = await actAs(pool, admin.caller, async (c) => {
      const { rows } = await c.query("select * from private.export_tax_forms(2025, $1)", [reason]);
      return rows;
    });
    expect(rows.find((r) => r.partner_id === reported.id)).toMatchObject({
      tin,
      tin_type: "ein",
      total: "800.00",
      postal_code: "80202",
    });
    const audit = await pool.query(
      `select user_id, new_values from public.audit_logs
       where entity = 'tax_details' and action = 'decrypted' and entity_id = $1`,
      [reported.id],
    );
    expect(audit.rows).toEqual([
      {
        user_id: admin.id,
        new_values: { field: "tin", reason, taxYear: 2025 },
      },
    ]);
    // Every TIN the export handed out has its entry.
    const withTin = rows.filter((r) => r.tin !== null).length;
    const { rows: logged } = await pool.query(
      `select count(*)::int as n from public.audit_logs
       where entity = 'tax_details' and action = 'decrypted'
         and new_values ->> 'reason' = $1`,
      [reason],
    );
    expect(logged[0].n).toBe(withTin);
  });

  test("without a reason or a threshold for the year it reads nothing", async () => {
    for (const [year, reason] of [
      [2025, " "],
      [2019, "filing"],
    ] as const) {
      expect(
        await sqlState(
          tryAs(pool, admin.caller, (c) =>
            c.query("select * from private.export_tax_forms($1, $2)", [year, reason]),
          ),
        ),
      ).toBe("TP823");
    }
  });
});
