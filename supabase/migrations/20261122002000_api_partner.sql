-- What the partner side of the API asks of the database beyond plain reads: the dashboard
-- statistics as one aggregate, and the private iCal feed that calendar apps fetch without a
-- session.

-- ============================================================================================
-- Partner statistics
-- ============================================================================================

/**
 * The caller's dashboard numbers (SPEC §3 "User stats"), computed from their rows:
 * - total_revenue: sum of actual_revenue of their completed tours;
 * - tours_completed: their completed tours;
 * - monthly_tours / monthly_revenue: the same, for tours completed in the current calendar
 *   month (UTC);
 * - active_bids: their pending and shortlisted bids;
 * - success_rate: accepted bids / decided (accepted + declined) bids, in percent to one
 *   decimal, 0 when none was decided (withdrawn bids are not decided);
 * - average_rating: the average rating of their rated completed tours to two decimals, 0 when
 *   none is rated.
 * Security invoker: RLS applies, and the filters on auth.uid() keep an admin's answer to
 * their own numbers.
 */
create function public.partner_stats()
returns table (
  total_revenue numeric(12, 2),
  tours_completed integer,
  monthly_tours integer,
  monthly_revenue numeric(12, 2),
  active_bids integer,
  success_rate numeric(4, 1),
  average_rating numeric(3, 2)
)
language sql
stable
security invoker
set search_path = ''
as $$
  with completed as (
    select t.actual_revenue, t.rating, t.completed_at >= date_trunc('month', now(), 'UTC') as this_month
    from public.tours t
    where t.partner_id = (select auth.uid()) and t.status = 'completed'
  ),
  decided as (
    select
      count(*) filter (where b.status in ('pending', 'shortlisted'))::integer as active,
      count(*) filter (where b.status = 'accepted')::integer as accepted,
      count(*) filter (where b.status in ('accepted', 'declined'))::integer as decided
    from public.bids b
    where b.user_id = (select auth.uid())
  )
  select
    coalesce((select sum(c.actual_revenue) from completed c), 0)::numeric(12, 2),
    (select count(*) from completed)::integer,
    (select count(*) from completed c where c.this_month)::integer,
    coalesce((select sum(c.actual_revenue) from completed c where c.this_month), 0)::numeric(12, 2),
    d.active,
    case when d.decided = 0 then 0 else round(100.0 * d.accepted / d.decided, 1) end::numeric(4, 1),
    coalesce((select round(avg(c.rating), 2) from completed c where c.rating is not null), 0)::numeric(3, 2)
  from decided d
$$;

revoke all on function public.partner_stats() from public, anon;
grant execute on function public.partner_stats() to authenticated, service_role;

-- ============================================================================================
-- The private iCal feed
-- ============================================================================================

/**
 * The tours of the partner whose iCal feed secret (calendar_integrations.access_token with
 * provider 'ical') is `feed_token`, for the calendar-feed function, which calendar apps call
 * without a session. Null when the token names no active feed of an active user. Tours from
 * 90 days back onwards, cancelled ones included so subscribed calendars drop them. Security
 * definer because the caller is anon: the token is the only credential, and the answer holds
 * nothing but that partner's own tours. Records when the feed was last fetched.
 */
create function public.calendar_feed(feed_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  integration public.calendar_integrations;
  partner public.users;
  tours jsonb;
begin
  if feed_token is null or char_length(feed_token) < 32 then
    return null;
  end if;
  select * into integration
  from public.calendar_integrations ci
  where ci.provider = 'ical' and ci.access_token = feed_token and ci.is_active;
  if not found then
    return null;
  end if;
  select * into partner from public.users u where u.id = integration.user_id and u.is_active;
  if not found then
    return null;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id,
           'status', t.status,
           'start', t.scheduled_for,
           'durationHours', o.duration,
           'title', o.title,
           'location', o.location,
           'description', o.description,
           'groupSize', o.group_size,
           'agreedAmount', t.agreed_amount::text,
           'cancellationReason', t.cancellation_reason,
           'createdAt', t.created_at,
           'updatedAt', t.updated_at
         ) order by t.scheduled_for), '[]'::jsonb)
  into tours
  from public.tours t
  join public.opportunities o on o.id = t.opportunity_id
  where t.partner_id = partner.id and t.scheduled_for >= now() - interval '90 days';

  update public.calendar_integrations set last_sync_at = now() where id = integration.id;

  return jsonb_build_object(
    'calendarName',
    coalesce(nullif(btrim(partner.business_name), ''), 'Tour Partner Portal') || ' tours',
    'tours',
    tours
  );
end;
$$;

revoke all on function public.calendar_feed(text) from public;
grant execute on function public.calendar_feed(text) to anon, authenticated, service_role;
