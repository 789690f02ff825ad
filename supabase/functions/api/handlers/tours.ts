import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import { withCaller } from "../../_shared/db.ts";

/**
 * GET /api/tours/upcoming: the caller's tours still ahead, soonest first: the scheduled ones,
 * and the cancelled ones with the organiser's reason (a cancelled tour stays on the calendar,
 * marked, rather than vanishing). Each with its clock and, when it was moved, what it replaced.
 */
export const tourRoutes = new Hono<AppEnv>().get("/upcoming", async (c) => {
  const tours = await withCaller(
    c,
    (tx) => tx`
      select
        t.id,
        o.title,
        t.scheduled_for as date,
        o.time_zone as "timeZone",
        o.base_rate as "baseRate",
        t.status,
        t.opportunity_id as "opportunityId",
        t.bid_id as "bidId",
        t.agreed_amount as "agreedAmount",
        o.location,
        o.duration,
        o.group_size as "groupSize",
        o.tour_type as "tourType",
        t.cancellation_reason as "cancellationReason",
        o.previous_date as "previousDate",
        o.previous_location as "previousLocation",
        -- A move before the tour was scheduled is no news to its partner.
        case when o.moved_at > t.created_at then o.moved_at end as "movedAt"
      from public.tours t
      join public.opportunities o on o.id = t.opportunity_id
      where t.partner_id = (select auth.uid())
        and t.status in ('scheduled', 'cancelled')
        and t.scheduled_for > now()
      order by t.scheduled_for, t.id
      limit 200
    `,
  );
  return c.json(tours);
});
