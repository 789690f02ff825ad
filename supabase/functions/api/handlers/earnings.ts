import { Hono } from "hono";
import type { Earnings } from "../../_shared/portable/contracts/api.ts";
import { csvDownloadHeaders } from "../../_shared/portable/csv.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { linesCsv } from "../queries/payout-csv.ts";
import { monthParam } from "../queries/payout-params.ts";
import {
  readEarningMonths,
  readEarningTotals,
  readLines,
  readPayouts,
} from "../queries/payouts.ts";

/**
 * /api/earnings: the caller's payable lines by month (paid and pending), their payments with
 * the lines each paid, and a month's statement as CSV. Paid + pending is the dashboard's Total
 * Revenue (docs/api.md).
 */
export const earningsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const partnerId = c.var.claims.sub;
    const earnings = await withCaller(c, async (tx): Promise<Earnings> => {
      const totals = await readEarningTotals(tx, partnerId);
      const months = await readEarningMonths(tx, partnerId);
      const payments = await readPayouts(tx, { partnerId });
      return { ...totals, months, payments };
    });
    return c.json(earnings);
  })
  /** GET /api/earnings/statement?month=YYYY-MM: that month's lines, one CSV row each. */
  .get("/statement", async (c) => {
    const partnerId = c.var.claims.sub;
    const month = monthParam(c, true) as string;
    const csv = await withCaller(c, async (tx) => {
      const lines = await readLines(tx, { partnerId, month });
      return linesCsv(lines, await readPayouts(tx, { partnerId }));
    });
    return c.body(csv, 200, csvDownloadHeaders(`statement-${month}.csv`));
  });
