import { Hono } from "hono";
import type { Earnings } from "../../_shared/portable/contracts/api.ts";
import { csvDownloadHeaders } from "../../_shared/portable/csv.ts";
import { taxDetailsSchema } from "../../_shared/portable/schemas/tax-details.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { parseBody, readJson } from "../../_shared/server/http-error.ts";
import { linesCsv } from "../queries/payout-csv.ts";
import { monthParam } from "../queries/payout-params.ts";
import {
  readEarningMonths,
  readEarningTotals,
  readLines,
  readPayouts,
} from "../queries/payouts.ts";
import { readTaxDetails, readTaxYearStatement, saveTaxDetails } from "../queries/tax-details.ts";
import { taxYearParam } from "../queries/tax-params.ts";
import { withBusiness } from "./with-business.ts";

/**
 * /api/earnings: the caller's payable lines by month (paid and pending), their payments with
 * the lines each paid, and a month's statement as CSV. Paid + pending is the dashboard's Total
 * Revenue (docs/api.md). Also the caller's tax details (W-9, the TIN masked) and a tax year's
 * statement of what the platform reports on their 1099-NEC (docs/tax.md).
 */
export const earningsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const earnings = await withBusiness(c, async (tx, partnerId): Promise<Earnings> => {
      const totals = await readEarningTotals(tx, partnerId);
      const months = await readEarningMonths(tx, partnerId);
      const payments = await readPayouts(tx, { partnerId });
      return { ...totals, months, payments };
    });
    return c.json(earnings);
  })
  /** GET /api/earnings/statement?month=YYYY-MM: that month's lines, one CSV row each. */
  .get("/statement", async (c) => {
    const month = monthParam(c, true) as string;
    const csv = await withBusiness(c, async (tx, partnerId) => {
      const lines = await readLines(tx, { partnerId, month });
      return linesCsv(lines, await readPayouts(tx, { partnerId }));
    });
    return c.body(csv, 200, csvDownloadHeaders(`statement-${month}.csv`));
  })
  /** GET /api/earnings/tax-details: the caller's W-9, or null while they gave none. */
  .get("/tax-details", async (c) => {
    return c.json(await withBusiness(c, (tx, partnerId) => readTaxDetails(tx, partnerId)));
  })
  /** PUT /api/earnings/tax-details: gives or changes it; a left-out TIN keeps the one given. */
  .put("/tax-details", async (c) => {
    const input = parseBody(taxDetailsSchema, await readJson(c));
    const saved = await withBusiness(c, async (tx, partnerId) => {
      await saveTaxDetails(tx, input);
      return readTaxDetails(tx, partnerId);
    });
    return c.json(saved);
  })
  /** GET /api/earnings/tax-year?year=YYYY: the year statement. */
  .get("/tax-year", async (c) => {
    const year = taxYearParam(c);
    return c.json(
      await withBusiness(c, (tx, partnerId) => readTaxYearStatement(tx, partnerId, year)),
    );
  });
