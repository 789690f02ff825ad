import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";

/** GET /api/tours/upcoming: the caller's scheduled tours still ahead, soonest first. */
export const tourRoutes = new Hono<AppEnv>().get("/upcoming", async (c) => {
  const tours = await withCaller(
    c,
    (tx) => tx`
      select
        t.id,
        o.title,
        t.scheduled_for as date,
        o.base_rate as "baseRate",
        t.status,
        t.opportunity_id as "opportunityId",
        t.bid_id as "bidId",
        t.agreed_amount as "agreedAmount",
        o.location,
        o.duration,
        o.group_size as "groupSize",
        o.tour_type as "tourType"
      from public.tours t
      join public.opportunities o on o.id = t.opportunity_id
      where t.partner_id = (select auth.uid())
        and t.status = 'scheduled'
        and t.scheduled_for > now()
      order by t.scheduled_for, t.id
      limit 200
    `,
  );
  return c.json(tours);
});
