import { Hono } from "hono";
import { csvDownloadHeaders } from "../../_shared/portable/csv.ts";
import {
  payableLineCorrectionSchema,
  payoutSchema,
} from "../../_shared/portable/schemas/payout.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { csvStream } from "../../_shared/server/csv-stream.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { idParam, pageRequest } from "../queries/admin-params.ts";
import { LINE_CSV_HEADER, payoutExportRows } from "../queries/payout-csv.ts";
import { monthParam, partnerParam } from "../queries/payout-params.ts";
import {
  correctLine,
  payableLineExists,
  payLines,
  readLines,
  readPayoutMonthPage,
  readPayouts,
  reverseLine,
} from "../queries/payouts.ts";

/** Partners per page of the payouts list. */
const PARTNERS_PER_PAGE = 20;

const LINE_NOT_FOUND = "Payable line not found";

/**
 * /api/admin/payouts: what partners are owed in a month (the current one unless asked), a page
 * of partners at a time, paying their lines in one batch, the correction of a pending line and
 * the reversal of a paid one, and the CSV export, streamed. The database refuses paying a line
 * twice (TP801), a total that differs from the lines' (TP802), lines of several partners or
 * corrected ones (TP803), reversing a line that is not paid (TP805) or twice (TP806): 409.
 */
export const adminPayoutRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const month = monthParam(c) ?? new Date().toISOString().slice(0, 7);
    const filter = { month, partnerId: partnerParam(c) };
    const page = pageRequest(c, PARTNERS_PER_PAGE);
    return c.json(await withCaller(c, (tx) => readPayoutMonthPage(tx, filter, page)));
  })
  .post("/", async (c) => {
    const input = parseBody(payoutSchema, await readJson(c));
    const payout = await withCaller(c, async (tx) => {
      const paidId = await payLines(tx, input);
      const [shown] = await readPayouts(tx, { id: paidId });
      return shown;
    });
    return c.json(payout, 201);
  })
  .post("/lines/:id/correction", async (c) => {
    const id = idParam(c, "id", LINE_NOT_FOUND);
    const { reason } = parseBody(payableLineCorrectionSchema, await readJson(c));
    const line = await withCaller(c, async (tx) => {
      if (!(await payableLineExists(tx, id))) throw new HttpError(404, LINE_NOT_FOUND);
      await correctLine(tx, id, reason);
      const [shown] = await readLines(tx, { id });
      return shown;
    });
    return c.json(line);
  })
  .post("/lines/:id/reversal", async (c) => {
    const id = idParam(c, "id", LINE_NOT_FOUND);
    const { reason } = parseBody(payableLineCorrectionSchema, await readJson(c));
    const reversal = await withCaller(c, async (tx) => {
      if (!(await payableLineExists(tx, id))) throw new HttpError(404, LINE_NOT_FOUND);
      const reversalId = await reverseLine(tx, id, reason);
      const [shown] = await readLines(tx, { id: reversalId });
      return shown;
    });
    return c.json(reversal, 201);
  })
  .get("/export", async (c) => {
    const filter = { month: monthParam(c), partnerId: partnerParam(c) };
    const body = await csvStream(["Partner", "E-mail", ...LINE_CSV_HEADER], (emit) =>
      withCaller(c, async (tx) => {
        for await (const rows of payoutExportRows(tx, filter)) await emit(rows);
      }),
    );
    const name = `payouts${filter.month ? `-${filter.month}` : ""}.csv`;
    return c.body(body, 200, { ...csvDownloadHeaders(name), "cache-control": "no-store" });
  });
