import { Hono } from "hono";
import { storedAddOns } from "../../_shared/portable/add-ons.ts";
import { formatCents, toCents } from "../../_shared/portable/money.ts";
import { addOnIdsOf, bidBaseCents, bidSchema } from "../../_shared/portable/schemas/bid.ts";
import { bidListQuerySchema } from "../../_shared/portable/schemas/list-query.ts";
import { isUuid } from "../../_shared/portable/uuid.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { listOwnBids, ownBidStatus, placeBid, withdrawOwnBid } from "../queries/bids.ts";

export const bidRoutes = new Hono<AppEnv>()
  /**
   * POST /api/bids: the amount is the total, the base plus the chosen add-ons (product §3, §9);
   * the add-ons are stored as data (id, label, price in cents), in §9's order; the database's
   * bidding rules answer 409 (closed, past, deadline, full, second bid, and a day the partner
   * marked away unless `awayConfirmed`).
   */
  .post("/", async (c) => {
    const input = parseBody(bidSchema, await readJson(c));
    const bid = await withCaller(c, (tx) =>
      placeBid(tx, {
        opportunityId: input.opportunityId,
        amount: formatCents(toCents(input.amount) ?? 0),
        message: input.message ?? null,
        addOns: storedAddOns(addOnIdsOf(input.additionalServices)),
        awayConfirmed: input.awayConfirmed ?? false,
      }),
    );
    return c.json({ ...bid, baseAmount: formatCents(bidBaseCents(input)) }, 201);
  })
  /**
   * GET /api/bids?status=&page=&pageSize=: the caller's bids, newest first, with their
   * opportunity (its clock, and whether it was cancelled or moved) and the tour an accepted one
   * became.
   */
  .get("/", async (c) => {
    const { page, pageSize, status } = parseBody(bidListQuerySchema, c.req.query());
    const result = await withCaller(c, (tx) => listOwnBids(tx, { page, pageSize, status }));
    return c.json({ items: result.items, page, pageSize, total: result.total });
  })
  /** POST /api/bids/{id}/withdraw: the caller's pending or shortlisted bid; 404 for anyone else's. */
  .post("/:id/withdraw", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw new HttpError(404, "Bid not found");
    const bid = await withCaller(c, async (tx) => {
      const current = await ownBidStatus(tx, id);
      if (!current) throw new HttpError(404, "Bid not found");
      // The update policy only reaches active bids, so say why the others cannot be withdrawn.
      if (current !== "pending" && current !== "shortlisted") {
        throw new HttpError(409, `This bid is ${current} and can no longer be withdrawn.`);
      }
      const withdrawn = await withdrawOwnBid(tx, id);
      if (withdrawn) return withdrawn;
      // An admin's review (accept_bid, decline) committed between the read above and this
      // update: the update waited for it and then found the bid no longer active.
      const latest = await ownBidStatus(tx, id);
      if (!latest) throw new HttpError(404, "Bid not found");
      throw new HttpError(409, `This bid is ${latest} and can no longer be withdrawn.`);
    });
    return c.json(bid);
  });
