import type { ActivityItem } from "../../_shared/portable/contracts/activity.ts";
import type { PartnerStats } from "../../_shared/portable/contracts/api.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import { type Statement, statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

type StatsRow = Omit<PartnerStats, "successRate" | "averageRating" | "lastMonthSuccessRate"> & {
  successRate: string;
  averageRating: string;
  lastMonthSuccessRate: string | null;
};

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The caller's dashboard numbers, as public.partner_stats() defines them, with
 * public.partner_trends()'s last-month figures beside them.
 */
export function readPartnerStats(tx: Tx): Statement<PartnerStats> {
  const row = tx<StatsRow[]>`
    select
      s.total_revenue as "totalRevenue",
      s.tours_completed as "toursCompleted",
      s.monthly_tours as "monthlyTours",
      s.monthly_revenue as "monthlyRevenue",
      s.active_bids as "activeBids",
      s.success_rate as "successRate",
      s.average_rating as "averageRating",
      s.review_count as "reviewCount",
      t.last_month_revenue as "lastMonthRevenue",
      t.last_month_tours as "lastMonthTours",
      t.last_month_success_rate as "lastMonthSuccessRate",
      b.placed as "bidsPlaced",
      b.decided as "decidedBids"
    from public.partner_stats() s
    cross join public.partner_trends() t
    cross join (
      select
        count(*)::int as placed,
        count(*) filter (where status in ('accepted', 'declined'))::int as decided
      from public.bids
      where user_id = (select private.business_id())
    ) b
  `;
  return statement(row, ([stats]) => {
    if (!stats) throw new Error("partner_stats() returned no row");
    return {
      ...stats,
      successRate: Number(stats.successRate),
      averageRating: Number(stats.averageRating),
      lastMonthSuccessRate: numberOrNull(stats.lastMonthSuccessRate),
    };
  });
}

export const ACTIVITY_LIMIT = 10;

/**
 * The caller's latest events, newest first: bids placed, shortlisted, accepted, declined and
 * withdrawn (their reviewed_at or last change), assignments, tours scheduled, completed and
 * cancelled. Each branch keeps only its newest rows, so the union stays small whatever the
 * partner's history.
 */
export function readPartnerActivity(tx: Tx, limit = ACTIVITY_LIMIT): Promise<Sent<ActivityItem>[]> {
  return tx<Sent<ActivityItem>[]>`
    with bid_events as (
      (select 'bid_submitted' as type, b.created_at as at, b.id, b.opportunity_id, b.amount, null as detail
       from public.bids b where b.user_id = (select private.business_id())
       order by b.created_at desc limit ${limit})
      union all
      (select 'bid_' || b.status, coalesce(b.reviewed_at, b.updated_at), b.id, b.opportunity_id,
         b.amount, b.decline_reason
       from public.bids b
       where b.user_id = (select private.business_id()) and b.status <> 'pending'
       order by coalesce(b.reviewed_at, b.updated_at) desc limit ${limit})
    ),
    tour_events as (
      (select 'tour_scheduled' as type, t.created_at as at, t.id, t.opportunity_id,
         t.agreed_amount as amount, null as detail
       from public.tours t where t.partner_id = (select private.business_id())
       order by t.created_at desc limit ${limit})
      union all
      (select 'tour_' || t.status, coalesce(t.completed_at, t.cancelled_at), t.id, t.opportunity_id,
         -- What the partner earned: the payable line's amount (docs/api.md "Payouts").
         case when t.status = 'completed' then coalesce(t.agreed_amount, t.actual_revenue) end,
         t.cancellation_reason
       from public.tours t
       where t.partner_id = (select private.business_id()) and t.status in ('completed', 'cancelled')
       order by coalesce(t.completed_at, t.cancelled_at) desc limit ${limit})
    ),
    assignment_events as (
      select 'assignment' as type, a.assigned_at as at, a.opportunity_id as id, a.opportunity_id,
        null::numeric as amount, null as detail
      from public.opportunity_assignments a where a.partner_id = (select private.business_id())
      order by a.assigned_at desc limit ${limit}
    ),
    events as (
      select * from bid_events
      union all select * from tour_events
      union all select * from assignment_events
    )
    select
      e.type || ':' || e.id as id,
      e.type,
      e.at as "occurredAt",
      e.opportunity_id as "opportunityId",
      o.title,
      e.amount::text as amount,
      e.detail
    from events e
    join public.opportunities o on o.id = e.opportunity_id
    -- Within one transaction (accept_bid) the tour follows the acceptance.
    order by e.at desc, e.type desc
    limit ${limit}
  `;
}
