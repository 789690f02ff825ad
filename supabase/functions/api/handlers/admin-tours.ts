import { Hono } from "hono";
import { adminTourListQuerySchema } from "../../_shared/portable/schemas/list-query.ts";
import { tourUpdateSchema } from "../../_shared/portable/schemas/tour-update.ts";
import { withdrawalDecisionSchema } from "../../_shared/portable/schemas/withdrawal.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { idParam } from "../queries/admin-params.ts";
import { endTour, listTours, readAdminTour, saveTourNotes } from "../queries/admin-tours.ts";
import { decideWithdrawal, pendingWithdrawals } from "../queries/withdrawals.ts";
import { adminTourGuestRoutes } from "./admin-tour-guests.ts";

const NOT_FOUND = "Tour not found";

/** The start of today in UTC, when the caller does not say where its today begins. */
function startOfUtcToday() {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
}

/**
 * GET /api/admin/tours: the Tours page, one view a page at a time (docs/api.md).
 *
 * PUT /api/admin/tours/{id}: complete a scheduled tour with its actual revenue, a rating and
 * feedback, or cancel it. The database moves the partner's totals and rating, closes the
 * opportunity when its last tour ends, and notifies the partner of a cancellation.
 */
export const adminTourRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  /** GET /api/admin/tours/withdrawals: the partners' late withdrawals waiting for a decision. */
  .get("/withdrawals", async (c) => c.json(await withCaller(c, pendingWithdrawals)))
  /** POST /api/admin/tours/withdrawals/{id}/decision {approve, note?}: the decided withdrawal. */
  .post("/withdrawals/:id/decision", async (c) => {
    const id = idParam(c, "id", "Withdrawal request not found");
    const { approve, note } = parseBody(withdrawalDecisionSchema, await readJson(c));
    return c.json(await withCaller(c, (tx) => decideWithdrawal(tx, id, approve, note || null)));
  })
  .get("/", async (c) => {
    const query = parseBody(adminTourListQuerySchema, {
      view: c.req.query("view") || undefined,
      from: c.req.query("from") || undefined,
      page: c.req.query("page") || undefined,
      pageSize: c.req.query("pageSize") || undefined,
    });
    const page = {
      page: query.page,
      pageSize: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    };
    const from = query.from ?? startOfUtcToday();
    return c.json(await withCaller(c, (tx) => listTours(tx, { view: query.view, from }, page)));
  })
  .put("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const update = parseBody(tourUpdateSchema, await readJson(c));
    const tour = await withCaller(c, async (tx) => {
      if (!(await endTour(tx, id, update))) throw new HttpError(404, NOT_FOUND);
      if (update.adminNotes !== undefined) await saveTourNotes(tx, id, update.adminNotes);
      return readAdminTour(tx, id);
    });
    return c.json(tour);
  })
  .route("/", adminTourGuestRoutes);
