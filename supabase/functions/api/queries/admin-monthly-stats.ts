import { type AdminMonth, CHART_MONTHS } from "../../_shared/portable/contracts/monthly-stats.ts";
import type { Tx } from "../../_shared/server/db.ts";

/**
 * The last CHART_MONTHS UTC calendar months, oldest first, each with the revenue and count of
 * the tours completed in it (by `completed_at`, as the payable lines count them) and the bids
 * placed in it; a month with nothing is there with zeros. Each table is read once, from the
 * first month's start.
 */
export function readAdminMonths(tx: Tx) {
  return tx<AdminMonth[]>`
    with months as (
      select generate_series(
        date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${CHART_MONTHS - 1}),
        date_trunc('month', now() at time zone 'UTC'),
        interval '1 month'
      ) as start
    ),
    since as (select min(start) at time zone 'UTC' as at from months),
    completed as (
      select date_trunc('month', t.completed_at at time zone 'UTC') as start,
             sum(t.actual_revenue) as revenue, count(*)::int as tours
      from public.tours t
      where t.status = 'completed' and t.completed_at >= (select at from since)
      group by 1
    ),
    placed as (
      select date_trunc('month', b.created_at at time zone 'UTC') as start, count(*)::int as bids
      from public.bids b
      where b.created_at >= (select at from since)
      group by 1
    )
    select
      to_char(m.start, 'YYYY-MM') as month,
      coalesce(c.revenue, 0)::numeric(14, 2) as revenue,
      coalesce(c.tours, 0) as "completedTours",
      coalesce(p.bids, 0) as bids
    from months m
    left join completed c on c.start = m.start
    left join placed p on p.start = m.start
    order by m.start
  `;
}
