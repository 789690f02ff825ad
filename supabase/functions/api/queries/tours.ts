import type { UpcomingTour } from "../../_shared/portable/contracts/api.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { tourSummaryColumns } from "./tour-columns.ts";

/** The caller's scheduled and cancelled tours still ahead, soonest first (at most 200). */
export function listUpcomingTours(tx: Tx) {
  return tx<Sent<UpcomingTour>[]>`
    select
      ${tourSummaryColumns(tx)},
      t.bid_id as "bidId",
      o.previous_date as "previousDate",
      o.previous_location as "previousLocation",
      -- A move before the tour was scheduled is no news to its partner.
      case when o.moved_at > t.created_at then o.moved_at end as "movedAt"
    from public.tours t
    join public.opportunities o on o.id = t.opportunity_id
    where t.partner_id = (select private.business_id())
      and t.status in ('scheduled', 'cancelled')
      and t.scheduled_for > now()
    order by t.scheduled_for, t.id
    limit 200
  `;
}
