import { Hono } from "hono";
import { addOnNote, chosenAddOns, findAddOn } from "../../_shared/add-ons.ts";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/http-error.ts";
import { formatCents, toCents } from "../../_shared/money.ts";
import { bidBaseCents, bidSchema } from "../../_shared/schemas/bid.ts";
import { bidListQuerySchema } from "../../_shared/schemas/list-query.ts";
import { statement } from "../../_shared/statement.ts";
import { isUuid } from "../../_shared/uuid.ts";
import { bidColumns, placeBid } from "../queries/bids.ts";

export const bidRoutes = new Hono<AppEnv>()
  /**
   * POST /api/bids: the amount is the total, the base plus the chosen add-ons (SPEC §3, §9);
   * the add-ons are stored as their labels with price notes, in §9's order; the database's
   * bidding rules answer 409 (closed, past, deadline, full, second bid).
   */
  .post("/", async (c) => {
    const input = parseBody(bidSchema, await readJson(c));
    const addOnIds = input.additionalServices.flatMap((name) => findAddOn(name)?.id ?? []);
    const bid = await withCaller(c, (tx) =>
      placeBid(tx, {
        opportunityId: input.opportunityId,
        amount: formatCents(toCents(input.amount) ?? 0),
        message: input.message ?? null,
        additionalServices: chosenAddOns(addOnIds).map(addOnNote),
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
    const result = await withCaller(c, (tx) => {
      const where = () => tx`
        where b.user_id = (select auth.uid()) ${status ? tx`and b.status = ${status}` : tx``}
      `;
      // One statement: the count, and the page joined to it (an empty page still yields the
      // count's row). A partner's own bids are few, so the total is exact.
      const rows = tx<{ pageTotal: number; id: string | null }[]>`
        select counted.total as "pageTotal", listed.*
        from (select count(*)::int as total from public.bids b ${where()}) counted
        left join lateral (
          select
            ${bidColumns(tx)},
            jsonb_build_object(
              'id', o.id, 'title', o.title, 'date', o.date, 'timeZone', o.time_zone,
              'location', o.location, 'baseRate', o.base_rate::text, 'tourType', o.tour_type,
              'status', o.status, 'cancellationReason', o.cancellation_reason,
              'previousDate', o.previous_date, 'previousLocation', o.previous_location,
              'movedAt', o.moved_at
            ) as opportunity,
            case when t.id is not null then jsonb_build_object(
              'id', t.id, 'status', t.status, 'cancellationReason', t.cancellation_reason
            ) end as tour
          from public.bids b
          join public.opportunities o on o.id = b.opportunity_id
          left join public.tours t on t.bid_id = b.id
          ${where()}
          order by b.created_at desc, b.id
          limit ${pageSize} offset ${(page - 1) * pageSize}
        ) listed on true
        order by listed."createdAt" desc, listed.id
      `;
      return statement(rows, (found) => ({
        items: found.flatMap(({ pageTotal, ...bid }) => (bid.id === null ? [] : [bid])),
        total: found[0]?.pageTotal ?? 0,
      }));
    });
    return c.json({ items: result.items, page, pageSize, total: result.total });
  })
  /** POST /api/bids/{id}/withdraw: the caller's pending or shortlisted bid; 404 for anyone else's. */
  .post("/:id/withdraw", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw new HttpError(404, "Bid not found");
    const bid = await withCaller(c, async (tx) => {
      const [current] = await tx<{ status: string }[]>`
        select b.status from public.bids b
        where b.id = ${id} and b.user_id = (select auth.uid())
      `;
      if (!current) throw new HttpError(404, "Bid not found");
      // The update policy only reaches active bids, so say why the others cannot be withdrawn.
      if (current.status !== "pending" && current.status !== "shortlisted") {
        throw new HttpError(409, `This bid is ${current.status} and can no longer be withdrawn.`);
      }
      const [row] = await tx`
        update public.bids b set status = 'withdrawn'
        where b.id = ${id} and b.user_id = (select auth.uid())
        returning ${bidColumns(tx)}
      `;
      if (row) return row;
      // An admin's review (accept_bid, decline) committed between the read above and this
      // update: the update waited for it and then found the bid no longer active.
      const [latest] = await tx<{ status: string }[]>`
        select b.status from public.bids b where b.id = ${id}
      `;
      if (!latest) throw new HttpError(404, "Bid not found");
      throw new HttpError(409, `This bid is ${latest.status} and can no longer be withdrawn.`);
    });
    return c.json(bid);
  });
