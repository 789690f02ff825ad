import { Hono } from "hono";
import { bidReviewSchema } from "../../_shared/portable/schemas/bid-review.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import {
  acceptBid,
  bidExists,
  decideBid,
  readAdminBid,
  saveBidNotes,
} from "../queries/admin-bids.ts";
import { idParam } from "../queries/admin-params.ts";

const NOT_FOUND = "Bid not found";

/**
 * PUT /api/admin/bids/{id}: shortlist, accept or decline (with a reason). Accepting goes
 * through the database's accept_bid(), which schedules the tour and, once the opportunity has
 * its partners, declines the other bids; the partners are notified by the database.
 */
export const adminBidRoutes = new Hono<AppEnv>().use("*", requireAdmin).put("/:id", async (c) => {
  const id = idParam(c, "id", NOT_FOUND);
  const review = parseBody(bidReviewSchema, await readJson(c));
  const result = await withCaller(c, async (tx) => {
    if (!(await bidExists(tx, id))) throw new HttpError(404, NOT_FOUND);
    const tour =
      review.status === "accepted"
        ? await acceptBid(tx, id)
        : await decideBid(tx, id, review.status, review.declineReason ?? null);
    if (review.adminNotes !== undefined) await saveBidNotes(tx, id, review.adminNotes ?? "");
    return { ...(await readAdminBid(tx, id)), tour: tour ?? null };
  });
  return c.json(result);
});
