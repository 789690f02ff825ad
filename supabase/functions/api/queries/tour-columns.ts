import type { Tx } from "../../_shared/server/transaction.ts";

/**
 * A TourSummary's columns (contracts/tour-details.ts), the one projection of a tour that every
 * list of tours starts from, over `public.tours t join public.opportunities o`.
 */
export function tourSummaryColumns(tx: Tx) {
  return tx`
    t.id,
    t.opportunity_id as "opportunityId",
    t.status,
    o.title,
    t.scheduled_for as date,
    o.time_zone as "timeZone",
    o.duration,
    o.location,
    o.tour_type as "tourType",
    o.group_size as "groupSize",
    o.base_rate as "baseRate",
    t.agreed_amount as "agreedAmount",
    t.cancellation_reason as "cancellationReason",
    case when t.guide_id is not null then jsonb_build_object(
      'userId', t.guide_id, 'name', coalesce(private.team_member_name(t.guide_id), '')
    ) end as guide
  `;
}
