import { Hono } from "hono";
import { TAX_FORMS_CSV_HEADER } from "../../_shared/portable/contracts/tax.ts";
import { csvDownloadHeaders, toCsv } from "../../_shared/portable/csv.ts";
import { taxThresholdSchema } from "../../_shared/portable/schemas/tax-details.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { addTaxThreshold, readTaxFormYear, taxFormRows } from "../queries/tax-forms.ts";
import { taxYearParam } from "../queries/tax-params.ts";

/**
 * /api/admin/tax-forms?year=: the year's 1099-NEC recipients (TINs masked) and their CSV, the
 * one place the TINs leave in clear; the database logs each one it decrypts, with this reason.
 * A later year's threshold is added once (a year already set is 409).
 */
export const adminTaxFormRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const year = taxYearParam(c);
    return c.json(await withCaller(c, (tx) => readTaxFormYear(tx, year)));
  })
  .get("/export", async (c) => {
    const year = taxYearParam(c);
    const reason = `1099-NEC export for tax year ${year}`;
    const rows = await withCaller(c, (tx) => taxFormRows(tx, year, reason));
    return c.body(toCsv(TAX_FORMS_CSV_HEADER, rows), 200, {
      ...csvDownloadHeaders(`1099-nec-${year}.csv`),
      "cache-control": "no-store",
    });
  })
  .post("/thresholds", async (c) => {
    const input = parseBody(taxThresholdSchema, await readJson(c));
    const added = await withCaller(c, (tx) => addTaxThreshold(tx, input.taxYear, input.threshold));
    return c.json(added, 201);
  });
