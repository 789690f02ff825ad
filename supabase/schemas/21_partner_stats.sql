-- The partner dashboard's figures (GET /api/stats): this month's statistics as one aggregate,
-- and last month's, which the trend texts compare them with. Months are UTC calendar months of
-- the moment `as_of` (now, unless a caller, such as a test at a month's edge, names another),
-- counting the tours completed and the lines earned up to that moment.

create function public.partner_stats(as_of timestamptz default now())
returns table (
  total_revenue numeric(12, 2),
  tours_completed integer,
  monthly_tours integer,
  monthly_revenue numeric(12, 2),
  active_bids integer,
  success_rate numeric(4, 1),
  -- The partner's rating: the mean of their visible reviews (users.rating), and how many.
  average_rating numeric(3, 2),
  review_count integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  -- Looked up once: each (select …) in the query below would be a lookup of its own.
  business uuid := private.business_id_as('{owner,manager}');
begin
  return query
    with completed as (
      select t.completed_at >= date_trunc('month', as_of, 'UTC') as this_month
      from public.tours t
      where t.partner_id = business and t.status = 'completed'
        and t.completed_at <= as_of
    ),
    earned as (
      select l.amount, l.earned_at >= date_trunc('month', as_of, 'UTC') as this_month
      from public.payable_lines l
      where l.partner_id = business and l.status <> 'corrected'
        and l.earned_at <= as_of
    ),
    decided as (
      select
        count(*) filter (where b.status in ('pending', 'shortlisted'))::integer as active,
        count(*) filter (where b.status = 'accepted')::integer as accepted,
        count(*) filter (where b.status in ('accepted', 'declined'))::integer as decided
      from public.bids b
      where b.user_id = business
    )
    select
      coalesce((select sum(e.amount) from earned e), 0)::numeric(12, 2),
      (select count(*) from completed)::integer,
      (select count(*) from completed c where c.this_month)::integer,
      coalesce((select sum(e.amount) from earned e where e.this_month), 0)::numeric(12, 2),
      d.active,
      case when d.decided = 0 then 0 else round(100.0 * d.accepted / d.decided, 1) end::numeric(4, 1),
      coalesce(u.rating, 0)::numeric(3, 2),
      coalesce(u.review_count, 0)
    from decided d
    left join public.users u on u.id = business;
end;
$$;

revoke all on function public.partner_stats(timestamptz) from public, anon;
grant execute on function public.partner_stats(timestamptz) to authenticated, service_role;

create function public.partner_trends(as_of timestamptz default now())
returns table (
  last_month_revenue numeric(12, 2),
  last_month_tours integer,
  last_month_success_rate numeric(4, 1)
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  -- Looked up once: each (select …) in the query below would be a lookup of its own.
  business uuid := private.business_id_as('{owner,manager}');
begin
  return query
    with bounds as (
      select
        date_trunc('month', as_of, 'UTC') as this_month,
        -- Month arithmetic on UTC wall-clock time, whatever the session's time zone.
        (date_trunc('month', as_of at time zone 'UTC') - interval '1 month') at time zone 'UTC'
          as last_month
    ),
    completed as (
      select t.completed_at
      from public.tours t
      where t.partner_id = business and t.status = 'completed'
        and t.completed_at < (select this_month from bounds)
    ),
    decided as (
      select
        count(*) filter (where b.status = 'accepted')::integer as accepted,
        count(*)::integer as decided
      from public.bids b
      where b.user_id = business and b.status in ('accepted', 'declined')
        -- Rows loaded without triggers may lack reviewed_at; their last change is the decision.
        and coalesce(b.reviewed_at, b.updated_at) < (select this_month from bounds)
    )
    select
      coalesce(
        (select sum(l.amount) from public.payable_lines l
         where l.partner_id = business and l.status <> 'corrected'
           and l.earned_at >= (select last_month from bounds)
           and l.earned_at < (select this_month from bounds)),
        0
      )::numeric(12, 2),
      (select count(*) from completed c where c.completed_at >= (select last_month from bounds))::integer,
      case when d.decided = 0 then null else round(100.0 * d.accepted / d.decided, 1) end::numeric(4, 1)
    from decided d;
end;
$$;

revoke all on function public.partner_trends(timestamptz) from public, anon;
grant execute on function public.partner_trends(timestamptz) to authenticated, service_role;
