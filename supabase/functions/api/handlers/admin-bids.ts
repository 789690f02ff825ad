import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/http-error.ts";
import { requireAdmin } from "../../_shared/require-admin.ts";
import { bidReviewSchema } from "../../_shared/schemas/bid-review.ts";
import { readAdminBid } from "../queries/admin-bids.ts";
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
    const [bid] = await tx`select id from public.bids where id = ${id}`;
    if (!bid) throw new HttpError(404, NOT_FOUND);

    let tour: Record<string, unknown> | undefined;
    if (review.status === "accepted") {
      [tour] = await tx`
        select
          t.id, t.opportunity_id as "opportunityId", t.partner_id as "partnerId",
          t.bid_id as "bidId", t.status, t.scheduled_for as "scheduledFor",
          t.agreed_amount as "agreedAmount", t.created_at as "createdAt"
        from public.accept_bid(${id}) t
      `;
    } else {
      await tx`
        update public.bids
        set status = ${review.status},
            decline_reason = ${review.status === "declined" ? (review.declineReason ?? null) : null}
        where id = ${id}
      `;
    }
    if (review.adminNotes !== undefined) {
      await tx`
        insert into public.bid_admin_notes (bid_id, admin_notes, updated_by)
        values (${id}, ${review.adminNotes ?? ""}, (select auth.uid()))
        on conflict (bid_id) do update
        set admin_notes = excluded.admin_notes, updated_by = excluded.updated_by
      `;
    }
    return { ...(await readAdminBid(tx, id)), tour: tour ?? null };
  });
  return c.json(result);
});
