import type { UpcomingTour } from "../../_shared/portable/contracts/api.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** The caller's scheduled and cancelled tours still ahead, soonest first (at most 200). */
export function listUpcomingTours(tx: Tx) {
  return tx<Sent<UpcomingTour>[]>`
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
  `;
}
