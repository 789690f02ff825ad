import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { csvDownloadHeaders } from "../../_shared/csv.ts";
import { withCaller } from "../../_shared/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/http-error.ts";
import { requireAdmin } from "../../_shared/require-admin.ts";
import { payableLineCorrectionSchema, payoutSchema } from "../../_shared/schemas/payout.ts";
import { idParam } from "../queries/admin-params.ts";
import { linesCsv } from "../queries/payout-csv.ts";
import { monthParam, partnerParam } from "../queries/payout-params.ts";
import { readLines, readPayoutMonths, readPayouts } from "../queries/payouts.ts";

const LINE_NOT_FOUND = "Payable line not found";

/**
 * /api/admin/payouts: what partners are owed per month, paying their lines in one batch, the
 * correction of a line, and the CSV export. The database refuses paying a line twice (TP801),
 * a total that differs from the lines' (TP802) and lines of several partners or corrected ones
 * (TP803): 409.
 */
export const adminPayoutRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const filter = { month: monthParam(c), partnerId: partnerParam(c) };
    return c.json(await withCaller(c, (tx) => readPayoutMonths(tx, filter)));
  })
  .post("/", async (c) => {
    const input = parseBody(payoutSchema, await readJson(c));
    const payout = await withCaller(c, async (tx) => {
      const [paid] = await tx<{ id: string }[]>`
        select p.id from public.pay_payable_lines(
          ${input.lineIds}::uuid[], ${input.paidOn}::date, ${input.method}::public.payout_method,
          ${input.reference}, ${input.total}::numeric
        ) p
      `;
      const [shown] = await readPayouts(tx, { id: paid?.id });
      return shown;
    });
    return c.json(payout, 201);
  })
  .post("/lines/:id/correction", async (c) => {
    const id = idParam(c, "id", LINE_NOT_FOUND);
    const { reason } = parseBody(payableLineCorrectionSchema, await readJson(c));
    const line = await withCaller(c, async (tx) => {
      const [found] = await tx`select id from public.payable_lines where id = ${id}`;
      if (!found) throw new HttpError(404, LINE_NOT_FOUND);
      await tx`select public.correct_payable_line(${id}, ${reason})`;
      const [shown] = await readLines(tx, { id });
      return shown;
    });
    return c.json(line);
  })
  .get("/export", async (c) => {
    const filter = { month: monthParam(c), partnerId: partnerParam(c) };
    const csv = await withCaller(c, async (tx) => {
      const months = await readPayoutMonths(tx, filter);
      const payouts = await readPayouts(tx, { partnerId: filter.partnerId });
      const partners = new Map(months.map((m) => [m.partnerId, m]));
      return linesCsv(
        months.flatMap((m) => m.lines),
        payouts,
        ["Partner", "E-mail"],
        (line) => [
          partners.get(line.partnerId)?.partnerName,
          partners.get(line.partnerId)?.partnerEmail,
        ],
      );
    });
    const name = `payouts${filter.month ? `-${filter.month}` : ""}.csv`;
    return c.body(csv, 200, csvDownloadHeaders(name));
  });
